package io.github.tabla.web;

import io.github.tabla.core.MessageBundles;
import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import io.github.tabla.core.AnyGame;
import io.github.tabla.core.AnyPosition;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Messages;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Side;
import io.github.tabla.core.match.Match;
import io.github.tabla.core.match.Player;
import io.github.tabla.core.match.Seat;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.diagram.Diagram;
import io.github.tabla.diagram.DiagramOptions;
import io.github.tabla.diagram.Highlights;
import io.github.tabla.json.GameJson;
import io.github.tabla.json.JsonProblem;
import io.github.tabla.json.TablaJson;
import io.github.tabla.notation.Notation;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import org.jspecify.annotations.Nullable;

/**
 * The requests the server answers: the page's files, and the JSON API under {@code /api/} (see the package
 * documentation). Every answer is JSON with a status: 200, 400 for a request that does not read (a
 * {@code problem} document: code, where, detail), 404, 405, 413 for a body over the limit, 422 for a move
 * the rules refuse (a {@code rejection} document), 503 when the Robots are all busy.
 */
final class WebApi {
  /** The reference page's folder on the class path. */
  static final String PAGE = "/io/github/tabla/web/page/";
  private static final String TEXTS = "io.github.tabla.web.texts";
  private static final int MAX_ID = 64;
  private static final int DEFAULT_THINK_MILLIS = 1_000;
  private static final Map<String, String> TYPES = Map.of("html", "text/html; charset=utf-8", "js",
      "text/javascript; charset=utf-8", "css", "text/css; charset=utf-8", "svg", "image/svg+xml", "png", "image/png",
      "json", "application/json; charset=utf-8", "ico", "image/x-icon");

  private final Seq<AnyGame> games;
  private final Class<?> pageOwner;
  private final String page;
  private final Semaphore robots = new Semaphore(TablaServer.ROBOTS);
  private final Map<String, Cancellation> thinking = new ConcurrentHashMap<>();

  WebApi(Seq<AnyGame> games, Class<?> pageOwner, String page) {
    this.games = games;
    this.pageOwner = pageOwner;
    this.page = page;
  }

  /** A request that cannot be answered as asked: its status and the document that says why. */
  private static final class Refusal extends Exception {
    private static final long serialVersionUID = 1L;
    final int status;
    final transient Map<String, Object> doc;

    Refusal(int status, Map<String, Object> doc) {
      super(String.valueOf(doc.get("detail")), null, false, false);
      this.status = status;
      this.doc = doc;
    }

    static Refusal problem(int status, String code, String where, String detail) {
      Map<String, Object> doc = new LinkedHashMap<>();
      doc.put("version", TablaJson.VERSION);
      doc.put("kind", "problem");
      doc.put("code", code);
      doc.put("where", where);
      doc.put("detail", detail);
      return new Refusal(status, doc);
    }

    static Refusal of(JsonProblem p) {
      return problem(400, p.code(), p.where(), p.detail());
    }
  }

  void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      String path = exchange.getRequestURI().getRawPath();
      try {
        if (path.startsWith("/api/")) {
          Map<String, Object> answer = api(exchange, path.substring("/api/".length()));
          send(exchange, 200, TablaJson.write(answer));
        } else {
          file(exchange, path);
        }
      } catch (Refusal r) {
        send(exchange, r.status, TablaJson.write(r.doc));
      } catch (RuntimeException e) {
        // a fault of the server, not of the request: said as such, never a stack trace
        send(exchange, 500, TablaJson.write(Refusal.problem(500, "server.fault", "", String.valueOf(e)).doc));
      }
    }
  }

  private void file(HttpExchange exchange, String path) throws IOException, Refusal {
    if (!exchange.getRequestMethod().equals("GET") && !exchange.getRequestMethod().equals("HEAD")) {
      throw Refusal.problem(405, "http.method", path, "the page's files are read with GET");
    }
    String name = path.equals("/") ? "index.html" : path.substring(1);
    if (!name.matches("[a-z0-9-]+(\\.[a-z0-9]+)+")) {
      throw Refusal.problem(404, "http.not-found", path, "no such file");
    }
    String type = TYPES.get(name.substring(name.lastIndexOf('.') + 1));
    byte[] body;
    try (InputStream in = pageOwner.getResourceAsStream(page + name)) {
      if (in == null || type == null) {
        throw Refusal.problem(404, "http.not-found", path, "no such file");
      }
      body = in.readAllBytes();
    }
    Headers h = exchange.getResponseHeaders();
    h.set("Content-Type", type);
    h.set("Cache-Control", "no-cache");
    h.set("X-Content-Type-Options", "nosniff");
    exchange.sendResponseHeaders(200, exchange.getRequestMethod().equals("HEAD") ? -1 : body.length);
    if (!exchange.getRequestMethod().equals("HEAD")) {
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }
  }

  private static void send(HttpExchange exchange, int status, String json) throws IOException {
    byte[] body = json.getBytes(StandardCharsets.UTF_8);
    Headers h = exchange.getResponseHeaders();
    h.set("Content-Type", "application/json; charset=utf-8");
    h.set("Cache-Control", "no-store");
    h.set("X-Content-Type-Options", "nosniff");
    exchange.sendResponseHeaders(status, body.length);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write(body);
    }
  }

  // ---------------------------------------------------------------------------------------------- API

  private Map<String, Object> api(HttpExchange exchange, String name) throws IOException, Refusal {
    String method = exchange.getRequestMethod();
    switch (name) {
      case "games", "texts" -> {
        if (!method.equals("GET")) {
          throw Refusal.problem(405, "http.method", "/api/" + name, "/api/" + name + " is read with GET");
        }
        Locale locale = locale(query(exchange, "lang"));
        return name.equals("games") ? catalogue(locale) : texts(locale);
      }
      case "new", "state", "move", "robot", "hint", "undo", "resign", "draw", "export", "cancel" -> {
        if (!method.equals("POST")) {
          throw Refusal.problem(405, "http.method", "/api/" + name, "/api/" + name + " is sent with POST");
        }
        Map<?, ?> body = body(exchange);
        if (name.equals("cancel")) {
          return cancel(body);
        }
        AnyGame game = game(body);
        return new Call<>(game.definition(), this, body).answer(name);
      }
      default -> throw Refusal.problem(404, "http.not-found", "/api/" + name, "no such request");
    }
  }

  private Map<String, Object> catalogue(Locale locale) {
    @SuppressWarnings("unchecked")
    Map<String, Object> doc = (Map<String, Object>) TablaJson.read(TablaJson.games(games, locale)).get();
    return doc;
  }

  private static Map<String, Object> texts(Locale locale) {
    ResourceBundle bundle = MessageBundles.load(TEXTS, Messages.supported(locale), WebApi.class::getResourceAsStream);
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("version", TablaJson.VERSION);
    doc.put("kind", "texts");
    doc.put("lang", Messages.supported(locale).toLanguageTag());
    Map<String, Object> texts = new LinkedHashMap<>();
    for (String key : new java.util.TreeSet<>(bundle.keySet())) {
      texts.put(key, bundle.getString(key));
    }
    doc.put("texts", texts);
    return doc;
  }

  private Map<String, Object> cancel(Map<?, ?> body) throws Refusal {
    String id = string(body, "id");
    Cancellation c = thinking.get(id);
    if (c != null) {
      c.cancel();
    }
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("version", TablaJson.VERSION);
    doc.put("kind", "cancelled");
    doc.put("found", c != null);
    return doc;
  }

  private static @Nullable String query(HttpExchange exchange, String key) {
    String raw = exchange.getRequestURI().getRawQuery();
    if (raw == null) {
      return null;
    }
    for (String pair : raw.split("&")) {
      int eq = pair.indexOf('=');
      if (eq > 0 && pair.substring(0, eq).equals(key)) {
        return URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
      }
    }
    return null;
  }

  static Locale locale(@Nullable String lang) {
    return lang == null ? Locale.ENGLISH : Messages.supported(Locale.forLanguageTag(lang));
  }

  private static Map<?, ?> body(HttpExchange exchange) throws IOException, Refusal {
    byte[] bytes;
    try (InputStream in = exchange.getRequestBody()) {
      // one byte more than the limit tells a body over it
      bytes = in.readNBytes(TablaJson.MAX_CHARS + 1);
    }
    if (bytes.length > TablaJson.MAX_CHARS) {
      throw Refusal.problem(413, JsonProblem.TOO_LARGE, "", "a request's body is at most " + TablaJson.MAX_CHARS
          + " bytes");
    }
    Either<JsonProblem, Object> tree = TablaJson.read(new String(bytes, StandardCharsets.UTF_8));
    if (tree.isLeft()) {
      throw Refusal.of(tree.getLeft());
    }
    if (!(tree.get() instanceof Map<?, ?> map)) {
      throw Refusal.problem(400, JsonProblem.TYPE, "", "a request's body is a JSON object");
    }
    return map;
  }

  private AnyGame game(Map<?, ?> body) throws Refusal {
    String id = string(body, "game");
    Option<AnyGame> found = games.find(g -> g.id().equals(id));
    if (found.isEmpty()) {
      throw Refusal.problem(400, JsonProblem.GAME, "/game", "no game \"" + shorten(id) + "\" here; the games are "
          + games.map(AnyGame::id).mkString(", "));
    }
    return found.get();
  }

  static String string(Map<?, ?> body, String field) throws Refusal {
    Object v = body.get(field);
    if (!(v instanceof String s)) {
      throw Refusal.problem(400, v == null ? JsonProblem.MISSING : JsonProblem.TYPE, "/" + field,
          "\"" + field + "\" is a string" + (v == null ? " and is missing" : ""));
    }
    if (s.length() > 1_000) {
      throw Refusal.problem(400, JsonProblem.TYPE, "/" + field, "\"" + field + "\" is too long");
    }
    return s;
  }

  private static String shorten(String s) {
    return s.length() <= 40 ? s : s.substring(0, 40) + "…";
  }

  /** One request on a game, typed. */
  private static final class Call<P extends GamePosition<P>> {
    private final GameDefinition<P> game;
    private final WebApi api;
    private final Map<?, ?> body;
    private final Locale locale;
    private final GameJson json;

    Call(GameDefinition<P> game, WebApi api, Map<?, ?> body) throws Refusal {
      this.game = game;
      this.api = api;
      this.body = body;
      Object lang = body.get("lang");
      if (lang != null && !(lang instanceof String)) {
        throw Refusal.problem(400, JsonProblem.TYPE, "/lang", "\"lang\" is a language tag such as \"ro\"");
      }
      this.locale = locale((String) lang);
      this.json = GameJson.of(game, locale);
    }

    Map<String, Object> answer(String name) throws Refusal {
      switch (name) {
        case "new" -> {
          String first = name(body, "first", "Player 1");
          String second = name(body, "second", "Player 2");
          if (!body.containsKey("start")) {
            return state(Match.of(game, first, second), Option.none());
          }
          // a match from a position of the app's own (a puzzle, an endgame to practise)
          Either<JsonProblem, AnyPosition> start = json.readPosition(TablaJson.write(Map.of("text",
              string(body, "start"))));
          if (start.isLeft()) {
            throw Refusal.problem(400, start.getLeft().code(), "/start", start.getLeft().detail());
          }
          P typed = game.positionType().cast(start.get().typed());
          if (typed.isOver()) {
            throw Refusal.problem(400, JsonProblem.POSITION, "/start", "the round is already over in that position");
          }
          return state(Match.of(typed, game.matchFormat(), first, second), Option.none());
        }
        case "state" -> {
          return state(match(), Option.none());
        }
        case "move" -> {
          Match<P> m = playing();
          Object move = body.get("move");
          if (!(move instanceof Map<?, ?>)) {
            throw Refusal.problem(400, JsonProblem.MISSING, "/move", "\"move\" is an object: {\"path\": [...]}, "
                + "{\"text\": \"...\"} or {\"pass\": true}");
          }
          AnyPosition at = AnyPosition.of(m.current().current());
          Either<JsonProblem, Move> read = json.readMove(at, TablaJson.write(move));
          if (read.isLeft()) {
            if (read.getLeft().rejection().isDefined()) {
              throw new Refusal(422, json.rejectionTree(read.getLeft().rejection().get()));
            }
            throw Refusal.of(read.getLeft());
          }
          return played(m, read.get());
        }
        case "robot" -> {
          Match<P> m = playing();
          SearchResult r = think(m, level(), false);
          Map<String, Object> doc = played(m, r.move());
          Map<String, Object> robot = new LinkedHashMap<>();
          robot.put("move", json.moveTree(AnyPosition.of(m.current().current()), r.move()));
          robot.put("value", json.valueTree(r.value(), m.current().current().sideToMove()));
          robot.put("depth", r.depth());
          robot.put("nodes", r.nodes());
          doc.put("robot", robot);
          return doc;
        }
        case "hint" -> {
          Match<P> m = playing();
          SearchResult r = think(m, game.strongestLevel(), true);
          Map<String, Object> doc = state(m, Option.none());
          doc.put("hint", json.moveTree(AnyPosition.of(m.current().current()), r.move()));
          return doc;
        }
        case "undo" -> {
          Match<P> m = match();
          int plies = body.get("plies") instanceof Integer n && n >= 1 && n <= 2 ? n : 1;
          for (int i = 0; i < plies; i++) {
            Option<Match<P>> back = m.undo();
            if (back.isEmpty()) {
              break;
            }
            m = back.get();
          }
          return state(m, Option.none());
        }
        case "resign" -> {
          Match<P> m = playing();
          Object seat = body.get("seat");
          Seat who = "second".equals(seat) ? Seat.SECOND : "first".equals(seat) ? Seat.FIRST : null;
          if (who == null) {
            throw Refusal.problem(400, JsonProblem.TYPE, "/seat", "\"seat\" is \"first\" or \"second\"");
          }
          return state(rejected(m.resign(who)), Option.none());
        }
        case "draw" -> {
          Match<P> m = playing();
          if (!game.drawByAgreement()) {
            throw Refusal.problem(400, "draw.not-allowed", "/", game.id() + " has no draw by agreement");
          }
          boolean accepted = true;
          if (body.containsKey("level")) {
            // the Robot accepts when it sees nothing better than a draw for itself
            SearchResult r = think(m, level(), true);
            accepted = r.score() <= 0;
          }
          Map<String, Object> doc = state(accepted ? rejected(m.agreeDraw()) : m, Option.none());
          doc.put("drawAccepted", accepted);
          return doc;
        }
        case "export" -> {
          Match<P> m = match();
          Map<String, Object> doc = new LinkedHashMap<>();
          doc.put("version", TablaJson.VERSION);
          doc.put("kind", "export");
          doc.put("text", Notation.forGame(game).writeMatch(m.rounds(), m.players().get(0).name(),
              m.players().get(1).name(), io.vavr.collection.LinkedHashMap.empty()));
          doc.put("json", json.matchTree(m));
          return doc;
        }
        default -> throw Refusal.problem(404, "http.not-found", "/api/" + name, "no such request");
      }
    }

    private Match<P> rejected(Either<MoveRejection, Match<P>> done) throws Refusal {
      if (done.isLeft()) {
        throw new Refusal(422, json.rejectionTree(done.getLeft()));
      }
      return done.get();
    }

    private static String name(Map<?, ?> body, String field, String otherwise) throws Refusal {
      if (!body.containsKey(field)) {
        return otherwise;
      }
      String s = string(body, field).strip();
      if (s.isEmpty() || s.length() > 40) {
        throw Refusal.problem(400, JsonProblem.TYPE, "/" + field, "a player's name has 1 to 40 characters");
      }
      return s;
    }

    @SuppressWarnings("unchecked")
    private Match<P> match() throws Refusal {
      Object doc = body.get("match");
      if (!(doc instanceof Map<?, ?>)) {
        throw Refusal.problem(400, JsonProblem.MISSING, "/match", "\"match\" is the match document the last answer gave");
      }
      Either<JsonProblem, Match<?>> read = json.readMatch(TablaJson.write(doc));
      if (read.isLeft()) {
        JsonProblem p = read.getLeft();
        throw Refusal.problem(400, p.code(), "/match" + (p.where().startsWith("/") ? p.where() : ""), p.detail());
      }
      return (Match<P>) read.get();
    }

    private Match<P> playing() throws Refusal {
      Match<P> m = match();
      if (m.isOver()) {
        throw Refusal.problem(400, "match.over", "/match", "the match is over");
      }
      return m;
    }

    private Level level() throws Refusal {
      Object id = body.get("level");
      Option<Level> level = game.levels().find(l -> l.id().equals(id));
      if (level.isEmpty()) {
        throw Refusal.problem(400, JsonProblem.TYPE, "/level", "\"level\" is one of "
            + game.levels().map(Level::id).mkString(", "));
      }
      return level.get();
    }

    private SearchResult think(Match<P> m, Level level, boolean hint) throws Refusal {
      int millis = body.get("millis") instanceof Integer n ? n : DEFAULT_THINK_MILLIS;
      if (millis < 1 || millis > TablaServer.MAX_THINK_MILLIS) {
        throw Refusal.problem(400, JsonProblem.TYPE, "/millis", "\"millis\" is 1 to " + TablaServer.MAX_THINK_MILLIS);
      }
      Object idValue = body.get("id");
      String id = idValue instanceof String s && !s.isEmpty() && s.length() <= MAX_ID ? s : null;
      if (!api.robots.tryAcquire()) {
        throw Refusal.problem(503, "robot.busy", "", "the Robots are all thinking; try again in a moment");
      }
      Cancellation cancellation = new Cancellation();
      try {
        if (id != null) {
          api.thinking.put(id, cancellation);
        }
        P position = m.current().current();
        Budget budget = Budget.ofMillis(millis);
        if (hint) {
          Move move = game.robot(game.strongestLevel(), 1L).hint(m.current(), budget);
          return new SearchResult(move, new io.github.tabla.core.robot.Value.Unknown(), 0, 1, 0L,
              io.vavr.collection.Array.of(move), 0L);
        }
        // the round so far: a draughts Robot knows which positions have occurred (ID-13.2)
        return game.robot(level, position.hash()).choose(m.current(), budget, cancellation);
      } finally {
        if (id != null) {
          api.thinking.remove(id, cancellation);
        }
        api.robots.release();
      }
    }

    private Map<String, Object> played(Match<P> m, Move move) throws Refusal {
      Either<MoveRejection, Match<P>> next = m.play(move);
      if (next.isLeft()) {
        throw new Refusal(422, json.rejectionTree(next.getLeft()));
      }
      return state(next.get(), Option.some(move));
    }

    /** The answer to every request on a match: the match, the position now, the board, whose turn. */
    private Map<String, Object> state(Match<P> m, Option<Move> last) {
      Map<String, Object> doc = new LinkedHashMap<>();
      doc.put("version", TablaJson.VERSION);
      doc.put("kind", "state");
      doc.put("game", game.id());
      Map<String, Object> matchDoc = json.matchTree(m);
      doc.put("match", matchDoc);
      // the round on the board: the one under way, or the last one once the match is over
      GameRecord<P> round = m.current();
      P position = round.current();
      doc.put("position", json.positionTree(round));
      doc.put("round", m.rounds().size());
      doc.put("roundOver", round.isOver());
      doc.put("matchOver", m.isOver());
      Option<Move> shown = round.lastMove();
      doc.put("lastMove", shown.map(mv -> (Object) json.moveTree(AnyPosition.of(round.positions()
          .get(round.ply() - 1)), mv)).getOrNull());
      Option<Player> toMove = m.toMove();
      doc.put("toMove", toMove.map(p -> {
        Map<String, Object> who = new LinkedHashMap<>();
        who.put("seat", p.seat() == Seat.FIRST ? "first" : "second");
        who.put("name", p.name());
        who.put("side", position.sideToMove() == Side.WHITE ? "white" : "black");
        return (Object) who;
      }).getOrNull());
      Map<String, Object> seats = new LinkedHashMap<>();
      seats.put("first", m.sideOf(Seat.FIRST) == Side.WHITE ? "white" : "black");
      seats.put("second", m.sideOf(Seat.SECOND) == Side.WHITE ? "white" : "black");
      doc.put("sides", seats);
      Highlights marks = shown.isDefined() && !shown.get().isPass()
          ? Highlights.none().withLastMove(shown.get().origin().get(), shown.get().destination().get())
          : Highlights.none();
      boolean flip = Boolean.TRUE.equals(body.get("flip"));
      doc.put("board", Diagram.of(game, position).withHighlights(marks)
          .withOptions(DiagramOptions.defaults().withFlipped(flip)).withLocale(locale).toSvg());
      // the last round that ended, for the round-end screen: its number, result and final board
      Object finished = null;
      for (int i = m.rounds().size() - 1; i >= 0 && finished == null; i--) {
        GameRecord<P> r = m.rounds().get(i);
        if (r.isOver()) {
          Map<String, Object> f = new LinkedHashMap<>();
          f.put("number", i + 1);
          List<?> rounds = (List<?>) Objects.requireNonNull(matchDoc.get("rounds"), "a match document has rounds");
          f.put("result", ((Map<?, ?>) rounds.get(i)).get("result"));
          f.put("outcome", json.outcomeTree(r.outcome().get()));
          f.put("board", Diagram.of(game, r.current()).withOptions(DiagramOptions.defaults().withFlipped(flip)
              .withCoordinates(false)).withLocale(locale).toSvg());
          finished = f;
        }
      }
      doc.put("lastFinished", finished);
      return doc;
    }
  }
}
