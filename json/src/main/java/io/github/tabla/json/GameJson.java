package io.github.tabla.json;

import org.apiguardian.api.API;
import io.github.tabla.core.AnyGame;
import io.github.tabla.core.AnyPosition;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Games;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Score;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.Termination;
import io.github.tabla.core.match.Match;
import io.github.tabla.core.match.Player;
import io.github.tabla.core.match.RoundResult;
import io.github.tabla.core.match.Standing;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Value;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.NotationMessages;
import io.github.tabla.notation.move.MoveProblem;
import io.github.tabla.notation.position.PositionProblem;
import io.vavr.Tuple2;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The JSON view of one game, its texts in one language: what a web page, an Android or a desktop board
 * reads and sends. Each document is a tree ({@code ...Tree} methods: ordered {@link Map}s and {@link List}s
 * that any JSON binder writes) or its JSON text; the readers give a position, a move or a record back, or
 * a {@link JsonProblem}, never an exception.
 *
 * <pre>{@code
 * GameJson json = GameJson.of(Games.byId("diamonds").get(), Messages.ROMANIAN);
 * AnyPosition start = json.game().start();
 * json.position(start);   // {"version":1,"kind":"position","game":"diamonds","text":"...","sideToMove":"white",
 *                         //  "score":{"white":0,"black":0},...,"moves":[{"text":"Ke1-d1","path":["e1","d1"],...}],
 *                         //  "destinations":{"e1":["d1","f1","d2","e2","f2"]}}
 * json.readMove(start, "{\"path\":[\"e1\",\"e2\"]}");       // Right(e1-e2)
 * json.readMove(start, "{\"text\":\"e1-e3\"}").getLeft();    // json.move: a king steps one square (KD-2)
 * }</pre>
 *
 * <h2>The documents</h2>
 * Every document has {@code "version": 1} and its {@code "kind"}; squares are named {@code a1} to
 * {@code h8} in every game (a draughts move's text uses the official numbers), sides are {@code "white"}
 * and {@code "black"}. The schema of each is in {@link TablaJson#schema()}.
 * <ul>
 *   <li>{@code game}: its id, family and variant, the levels of its Robot, its start position text, how
 *       many plies a round may last, whether a draw may be agreed, the rounds of a match;
 *   <li>{@code position}: its text, the side to move, the score and the turns, the pieces and items by
 *       square, the game's fields, its notes in words, the outcome once over, the legal moves and the
 *       destinations from every square;
 *   <li>a move: its text in the game's notation, its path of squares, the squares it captures, whether it
 *       is a pass;
 *   <li>{@code rejection}: the code, the rule, the squares to look at, the moves to play instead, the text;
 *   <li>a value: the Robot's value (kind, unit and amount, plies, the side it favours, proved) and its
 *       words;
 *   <li>{@code record}: the start position text, the moves' texts, the outcome;
 *   <li>{@code match}: the players, the rounds as records with their results, the standings, the outcome.
 * </ul>
 *
 * <p>Games ({@link TablaJson#readGame}), positions, moves, records and matches read back; refusals, values and
 * outcomes are answers, written only (a move read from JSON brings its refusal with it).
 *
 * <p>Immutable and safe to share between threads.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class GameJson {
  private final AnyGame game;
  private final Locale locale;
  private final NotationMessages messages;
  private final Typed<?> typed;

  private GameJson(AnyGame game, Locale locale) {
    this.game = game;
    this.locale = locale;
    this.messages = NotationMessages.of(game.definition(), locale);
    this.typed = new Typed<>(game.definition());
  }

  /**
   * The JSON view of a game, its texts in English.
   *
   * @param game the game
   * @return the view
   */
  public static GameJson of(AnyGame game) {
    return of(game, Locale.ENGLISH);
  }

  /**
   * The JSON view of a game, its texts in a language.
   *
   * @param game the game
   * @param locale the language of the texts; an unsupported one gives English
   * @return the view
   */
  public static GameJson of(AnyGame game, Locale locale) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(locale, "locale");
    return new GameJson(game, locale);
  }

  /**
   * The JSON view of a typed game, its texts in a language.
   *
   * @param game the game
   * @param locale the language of the texts; an unsupported one gives English
   * @return the view
   */
  public static GameJson of(GameDefinition<?> game, Locale locale) {
    Objects.requireNonNull(game, "game");
    return of(AnyGame.of(game), locale);
  }

  /**
   * The game of this view.
   *
   * @return the game
   */
  public AnyGame game() {
    return game;
  }

  /**
   * The language of the texts.
   *
   * @return one of {@link io.github.tabla.core.Messages#SUPPORTED}
   */
  public Locale locale() {
    return messages.locale();
  }

  /**
   * The same view with its texts in another language.
   *
   * @param other the language
   * @return the view
   */
  public GameJson withLocale(Locale other) {
    Objects.requireNonNull(other, "other");
    return new GameJson(game, other);
  }

  // ------------------------------------------------------------------------------------------- trees

  /**
   * The game: id, family, variant, the ids of every variant of its family (itself included), the Robot's levels (number and name) and the strongest, the start
   * position's text, the most plies of a round (when bounded), whether a draw may be agreed, the rounds of
   * a match, and the language of the texts.
   *
   * @return the tree of the {@code game} document
   */
  public Map<String, Object> gameTree() {
    Map<String, Object> doc = TablaJson.document("game");
    doc.put("id", game.id());
    doc.put("family", game.family());
    doc.put("variant", game.variant());
    List<Object> variants = new ArrayList<>();
    for (AnyGame g : Games.all()) {
      if (g.family().equals(game.family())) {
        variants.add(g.id());
      }
    }
    if (!variants.contains(game.id())) {
      variants.add(game.id());
    }
    doc.put("variants", variants);
    io.github.tabla.core.SquareNaming naming = game.definition().notation().squares();
    Map<String, Object> board = new LinkedHashMap<>();
    board.put("files", naming.board().files());
    board.put("ranks", naming.board().ranks());
    board.put("numbered", naming.numbered());
    doc.put("board", board);
    List<Object> levels = new ArrayList<>();
    for (Level l : game.levels()) {
      Map<String, Object> level = new LinkedHashMap<>();
      level.put("number", l.number());
      level.put("id", l.id());
      level.put("name", messages.text(Localizable.of(l.nameCode())));
      levels.add(level);
    }
    doc.put("levels", levels);
    doc.put("strongestLevel", game.strongestLevel().id());
    doc.put("start", typed.positionText(game.start()));
    doc.put("maxPlies", game.maxPlies().getOrNull());
    doc.put("drawByAgreement", game.drawByAgreement());
    doc.put("rounds", game.matchFormat().rounds());
    doc.put("lang", locale().toLanguageTag());
    return doc;
  }

  /**
   * A position: its text, the side to move, score and turns, the pieces and the items by square, the
   * game's fields, its notes in words, the outcome (once over), the legal moves and the destinations.
   *
   * @param position a position of this game
   * @return the tree of the {@code position} document
   * @throws IllegalArgumentException when the position is of another game
   */
  public Map<String, Object> positionTree(AnyPosition position) {
    requireOwn(position);
    Map<String, Object> doc = TablaJson.document("position");
    doc.put("game", game.id());
    doc.put("text", typed.positionText(position));
    doc.put("sideToMove", side(position.sideToMove()));
    doc.put("score", score(position.score()));
    doc.put("turns", score(position.turns()));
    Map<String, Object> pieces = new LinkedHashMap<>();
    TreeMap<Square, Placement> sorted = new TreeMap<>();
    for (Placement p : position.toSetup().placements()) {
      sorted.put(p.square(), p);
    }
    for (Placement p : sorted.values()) {
      Map<String, Object> piece = new LinkedHashMap<>();
      piece.put("side", side(p.piece().side()));
      piece.put("role", p.piece().role().name().toLowerCase(Locale.ROOT));
      pieces.put(p.square().text(), piece);
    }
    doc.put("pieces", pieces);
    doc.put("items", squares(position.toSetup().items()));
    Map<String, Object> fields = new LinkedHashMap<>();
    for (Tuple2<String, String> f : position.toSetup().fields()) {
      fields.put(f._1(), f._2());
    }
    doc.put("fields", fields);
    List<Object> notes = new ArrayList<>();
    for (Localizable note : position.notes()) {
      notes.add(localized(note));
    }
    doc.put("notes", notes);
    position.marks().forEach(m -> {
      Map<String, Object> marks = new LinkedHashMap<>();
      marks.put("squares", squares(m.squares()));
      marks.putAll(localized(m.meaning()));
      doc.put("marks", marks);
    });
    doc.put("outcome", position.outcome().map(o -> (Object) outcomeTree(o)).getOrNull());
    doc.put("moves", movesTree(position));
    doc.put("destinations", destinationsTree(position));
    return doc;
  }

  /**
   * The position a round stands at: {@link #positionTree(AnyPosition)} of its current position, with the
   * round's outcome, and no moves once the round is over (a repetition, a resignation or an agreed draw ends
   * a round whose position goes on).
   *
   * @param round a record of this game
   * @return the tree of the {@code position} document
   * @throws IllegalArgumentException when the record is of another game
   */
  public Map<String, Object> positionTree(GameRecord<?> round) {
    Objects.requireNonNull(round, "round");
    Map<String, Object> doc = positionTree(AnyPosition.of(round.current()));
    round.outcome().forEach(o -> {
      doc.put("outcome", outcomeTree(o));
      doc.put("moves", List.of());
      doc.put("destinations", Map.of());
    });
    return doc;
  }

  /**
   * A legal move: its text in the game's notation, its path, the squares it captures, whether it passes.
   *
   * @param position the position it is played in (the text of some moves depends on it)
   * @param move one of the position's legal moves, or any move
   * @return {@code {"text":"22x13","path":["d3","b5"],"captured":["c4"],"pass":false}}
   */
  public Map<String, Object> moveTree(AnyPosition position, Move move) {
    requireOwn(position);
    Objects.requireNonNull(move, "move");
    return move(move);
  }

  private Map<String, Object> move(Move move) {
    Map<String, Object> tree = new LinkedHashMap<>();
    tree.put("text", typed.moveText(move));
    tree.put("path", squares(move.path()));
    tree.put("captured", squares(move.captured()));
    tree.put("pass", move.isPass());
    return tree;
  }

  /**
   * The legal moves of a position, in the game's order.
   *
   * @param position a position of this game
   * @return the moves as {@link #moveTree} gives them; empty once the round is over
   */
  public List<Object> movesTree(AnyPosition position) {
    requireOwn(position);
    List<Object> moves = new ArrayList<>();
    for (Move m : position.legalMoves()) {
      moves.add(moveTree(position, m));
    }
    return moves;
  }

  /**
   * Where every piece that may move may go: what a board lights up when a piece is picked up.
   *
   * @param position a position of this game
   * @return {@code {"e1":["d1","f1","d2","e2","f2"]}}, origins in square order
   */
  public Map<String, Object> destinationsTree(AnyPosition position) {
    requireOwn(position);
    Map<String, Object> tree = new LinkedHashMap<>();
    for (Tuple2<Square, SquareSet> e : position.allDestinations()) {
      tree.put(e._1().text(), squares(e._2()));
    }
    return tree;
  }

  /**
   * A refused move: its code, the rule it enforces, the squares to look at, the moves to play instead, and
   * the text in this view's language.
   *
   * @param rejection the rejection
   * @return the tree of the {@code rejection} document
   */
  public Map<String, Object> rejectionTree(MoveRejection rejection) {
    Objects.requireNonNull(rejection, "rejection");
    Map<String, Object> doc = TablaJson.document("rejection");
    doc.put("code", rejection.code());
    doc.put("rule", rejection.ruleId().isEmpty() ? null : rejection.ruleId());
    doc.put("squares", squares(rejection.squares()));
    List<Object> instead = new ArrayList<>();
    for (Move m : rejection.instead()) {
      instead.add(move(m));
    }
    doc.put("instead", instead);
    doc.put("text", messages.text(rejection));
    doc.put("lang", locale().toLanguageTag());
    return doc;
  }

  /**
   * How a round ended: the winner (or none for a draw), the termination's code, rule and text, the score
   * and the turns.
   *
   * @param outcome the outcome
   * @return the tree
   */
  public Map<String, Object> outcomeTree(Outcome outcome) {
    Objects.requireNonNull(outcome, "outcome");
    Map<String, Object> tree = new LinkedHashMap<>();
    tree.put("winner", outcome.winner().map(GameJson::side).getOrNull());
    tree.put("draw", outcome.isDraw());
    Termination t = outcome.termination();
    tree.put("termination", t.code());
    tree.put("rule", t.ruleId().isEmpty() ? null : t.ruleId());
    tree.put("text", messages.text(t));
    tree.put("score", score(outcome.score()));
    tree.put("turns", score(outcome.turns()));
    return tree;
  }

  /**
   * The Robot's value of a position: its kind ({@code exact}, {@code win}, {@code loss}, {@code draw},
   * {@code estimate}, {@code unknown}), its unit and amount for the side it favours, its distance in plies
   * and moves for a win or a loss, that side, whether it is proved, and its words.
   *
   * @param value the value, from the side to move's view
   * @param sideToMove the side to move in the position valued
   * @return {@code {"kind":"exact","unit":"diamonds","amount":1,"for":"white","proved":true,"text":"..."}}
   */
  public Map<String, Object> valueTree(Value value, Side sideToMove) {
    Objects.requireNonNull(value, "value");
    Objects.requireNonNull(sideToMove, "sideToMove");
    Map<String, Object> doc = new LinkedHashMap<>();
    doc.put("kind", value.kind());
    if (value instanceof Value.Exact e) {
      doc.put("unit", e.unit().id());
      doc.put("amount", Math.abs(e.amount()));
    } else if (value instanceof Value.Estimate e) {
      doc.put("unit", e.unit().id());
      doc.put("amount", e.amount().abs());
    } else if (value instanceof Value.Win w) {
      doc.put("plies", w.plies());
      doc.put("moves", w.moves());
    } else if (value instanceof Value.Loss l) {
      doc.put("plies", l.plies());
      doc.put("moves", l.moves());
    }
    doc.put("for", value.favours(sideToMove).map(GameJson::side).getOrNull());
    doc.put("proved", value.isProved());
    doc.put("text", messages.text(value.describe(sideToMove)));
    return doc;
  }

  /**
   * A round's record: the start position's text, the moves' texts in order, and the outcome once over
   * (a resignation and an agreed draw included).
   *
   * @param record a record of this game
   * @return the tree of the {@code record} document
   * @throws IllegalArgumentException when the record is of another game
   */
  public Map<String, Object> recordTree(GameRecord<?> record) {
    Objects.requireNonNull(record, "record");
    requireOwn(AnyPosition.of(record.start()));
    Map<String, Object> doc = TablaJson.document("record");
    doc.put("game", game.id());
    doc.putAll(roundTree(record));
    return doc;
  }

  private Map<String, Object> roundTree(GameRecord<?> record) {
    Map<String, Object> tree = new LinkedHashMap<>();
    tree.put("start", typed.positionText(AnyPosition.of(record.start())));
    List<Object> moves = new ArrayList<>();
    for (Move m : record.moves()) {
      moves.add(typed.moveText(m));
    }
    tree.put("moves", moves);
    tree.put("outcome", record.outcome().map(o -> (Object) outcomeTree(o)).getOrNull());
    return tree;
  }

  /**
   * A match: its players, its rounds (each a record with its white and black player and, once over, its
   * result in words), the standings, whose turn it is, and the outcome once the match is over.
   *
   * @param match a match of this game
   * @return the tree of the {@code match} document
   * @throws IllegalArgumentException when the match is of another game
   */
  public Map<String, Object> matchTree(Match<?> match) {
    Objects.requireNonNull(match, "match");
    requireOwn(AnyPosition.of(match.current().start()));
    Map<String, Object> doc = TablaJson.document("match");
    doc.put("game", game.id());
    List<Object> players = new ArrayList<>();
    match.players().forEach(p -> players.add(p.name()));
    doc.put("players", players);
    List<Object> rounds = new ArrayList<>();
    Seq<RoundResult> results = match.results();
    for (int i = 0; i < match.rounds().size(); i++) {
      Map<String, Object> round = new LinkedHashMap<>();
      round.put("number", i + 1);
      Player white = match.whiteIn(i + 1);
      round.put("white", white.name());
      round.put("black", match.players().find(p -> !p.equals(white)).map(Player::name).getOrElse(white.name()));
      round.putAll(roundTree(match.rounds().get(i)));
      round.put("result", i < results.size() ? messages.text(results.get(i)) : null);
      rounds.add(round);
    }
    doc.put("rounds", rounds);
    List<Object> standings = new ArrayList<>();
    for (Standing s : match.standings()) {
      Map<String, Object> standing = new LinkedHashMap<>();
      standing.put("player", s.player().name());
      standing.put("points", s.points());
      standing.put("roundsWon", s.roundsWon());
      standing.put("roundsDrawn", s.roundsDrawn());
      standings.add(standing);
    }
    doc.put("standings", standings);
    doc.put("toMove", match.toMove().map(p -> (Object) p.name()).getOrNull());
    doc.put("outcome", match.outcome().map(o -> {
      Map<String, Object> tree = new LinkedHashMap<>();
      tree.put("winner", o.winner().map(p -> (Object) p.name()).getOrNull());
      tree.put("draw", o.isDraw());
      tree.put("decision", o.code());
      tree.put("text", messages.text(o));
      return (Object) tree;
    }).getOrNull());
    doc.put("lang", locale().toLanguageTag());
    return doc;
  }

  // --------------------------------------------------------------------------------------- documents

  /**
   * The {@code game} document.
   *
   * @return its JSON text
   */
  public String gameJson() {
    return TablaJson.write(gameTree());
  }

  /**
   * The {@code position} document.
   *
   * @param position a position of this game
   * @return its JSON text
   * @throws IllegalArgumentException when the position is of another game
   */
  public String position(AnyPosition position) {
    return TablaJson.write(positionTree(position));
  }

  /**
   * A position's legal moves as a JSON array.
   *
   * @param position a position of this game
   * @return its JSON text
   * @throws IllegalArgumentException when the position is of another game
   */
  public String moves(AnyPosition position) {
    return TablaJson.write(movesTree(position));
  }

  /**
   * The {@code rejection} document.
   *
   * @param rejection the rejection
   * @return its JSON text
   */
  public String rejection(MoveRejection rejection) {
    return TablaJson.write(rejectionTree(rejection));
  }

  /**
   * The Robot's value as JSON ({@link #valueTree}).
   *
   * @param value the Robot's value, from the side to move's view
   * @param sideToMove the side to move in the position valued
   * @return its JSON text
   */
  public String value(Value value, Side sideToMove) {
    return TablaJson.write(valueTree(value, sideToMove));
  }

  /**
   * The {@code record} document.
   *
   * @param record a record of this game
   * @return its JSON text
   * @throws IllegalArgumentException when the record is of another game
   */
  public String record(GameRecord<?> record) {
    return TablaJson.write(recordTree(record));
  }

  /**
   * The {@code match} document.
   *
   * @param match a match of this game
   * @return its JSON text
   * @throws IllegalArgumentException when the match is of another game
   */
  public String match(Match<?> match) {
    return TablaJson.write(matchTree(match));
  }

  // ----------------------------------------------------------------------------------------- reading

  /**
   * Reads a position: a {@code position} document, or any object with the position's {@code "text"}
   * (and optionally {@code "version": 1} and this {@code "game"}); the other fields are not read.
   *
   * @param json the JSON text
   * @return the position, or the first problem
   */
  public Either<JsonProblem, AnyPosition> readPosition(String json) {
    Objects.requireNonNull(json, "json");
    return TablaJson.read(json).flatMap(tree -> {
      Reading r = new Reading(tree);
      return r.object("").flatMap(doc -> checkHeader(r, doc, "position")
          .flatMap(ok -> r.string(doc, "/text"))
          .flatMap(text -> typed.readPosition(text, "/text")));
    });
  }

  /**
   * Reads a move made in a position: {@code {"path":["e1","e2"]}} (the squares a piece goes through, as a
   * board gives them), {@code {"text":"e1-e2"}} (the game's notation), or {@code {"pass":true}}; a move
   * document as {@link #moveTree} writes it reads by its path.
   *
   * @param position the position the move is made in
   * @param json the JSON text
   * @return the legal move, or the problem: a move the rules refuse carries their reason
   *     ({@link JsonProblem#rejection()})
   * @throws IllegalArgumentException when the position is of another game
   */
  public Either<JsonProblem, Move> readMove(AnyPosition position, String json) {
    requireOwn(position);
    Objects.requireNonNull(json, "json");
    return TablaJson.read(json).flatMap(tree -> {
      Reading r = new Reading(tree);
      return r.object("").flatMap(doc -> readMove(position, r, doc, ""));
    });
  }

  private Either<JsonProblem, Move> readMove(AnyPosition position, Reading r, Map<?, ?> doc, String at) {
    if (doc.containsKey("path")) {
      return r.squares(doc, at + "/path", game.definition().notation().squares().board()).flatMap(path -> {
        if (path.isEmpty()) {
          return Either.left(JsonProblem.of(JsonProblem.MOVE, at + "/path", "a move's path has at least one square"));
        }
        return position.moveFor(path).mapLeft(why -> new JsonProblem(JsonProblem.MOVE, at + "/path",
            messages.text(why), Option.some(why)));
      });
    }
    if (doc.containsKey("text")) {
      return r.string(doc, at + "/text").flatMap(text -> typed.readMove(position, text, at + "/text"));
    }
    if (Boolean.TRUE.equals(doc.get("pass"))) {
      Option<Move> pass = position.legalMoves().find(Move::isPass);
      if (pass.isDefined()) {
        return Either.right(pass.get());
      }
      MoveRejection why = position.outcome().isDefined() ? new MoveRejection.GameOver(position.outcome().get())
          : position.explain(Array.empty());
      return Either.left(new JsonProblem(JsonProblem.MOVE, at + "/pass", messages.text(why), Option.some(why)));
    }
    return Either.left(JsonProblem.of(JsonProblem.MISSING, at,
        "a move needs its \"path\" (an array of squares), its \"text\" or \"pass\": true"));
  }

  /**
   * Reads a {@code record} document back: the start position's text and the moves' texts, replayed; a
   * resignation or an agreed draw in its outcome is replayed too.
   *
   * @param json the JSON text
   * @return the record, or the first problem (a move that does not read or is not legal names its index)
   */
  public Either<JsonProblem, GameRecord<?>> readRecord(String json) {
    Objects.requireNonNull(json, "json");
    return TablaJson.read(json).flatMap(tree -> {
      Reading r = new Reading(tree);
      return r.object("").flatMap(doc -> checkHeader(r, doc, "record").flatMap(ok -> typed.readRecord(r, doc)));
    });
  }

  /**
   * Reads a {@code match} document back: its two players, then each round's moves replayed from the first
   * round's start, a resignation or an agreed draw at a round's end included.
   *
   * @param json the JSON text
   * @return the match, or the first problem (a move names its round and index, {@code /rounds/1/moves/4})
   */
  public Either<JsonProblem, Match<?>> readMatch(String json) {
    Objects.requireNonNull(json, "json");
    return TablaJson.read(json).flatMap(tree -> {
      Reading r = new Reading(tree);
      return r.object("").flatMap(doc -> checkHeader(r, doc, "match").flatMap(ok -> typed.readMatch(r, doc)));
    });
  }

  private Either<JsonProblem, Boolean> checkHeader(Reading r, Map<?, ?> doc, String kind) {
    return Reading.header(doc, kind).flatMap(ok -> {
      if (doc.containsKey("game") && !game.id().equals(doc.get("game"))) {
        return Either.left(JsonProblem.of(JsonProblem.GAME, "/game",
            "this is the JSON view of " + game.id() + ", the document is of " + Reading.describe(doc.get("game"))));
      }
      return r.ok();
    });
  }

  // ----------------------------------------------------------------------------------------- helpers

  private void requireOwn(AnyPosition position) {
    Objects.requireNonNull(position, "position");
    if (!position.game().equals(game)) {
      throw new IllegalArgumentException("the JSON view of " + game.id() + " cannot write a position of "
          + position.game().id());
    }
  }

  private Map<String, Object> localized(Localizable message) {
    Map<String, Object> tree = new LinkedHashMap<>();
    tree.put("code", message.code());
    tree.put("text", messages.text(message));
    return tree;
  }

  static String side(Side side) {
    return side == Side.WHITE ? "white" : "black";
  }

  private static Map<String, Object> score(Score score) {
    Map<String, Object> tree = new LinkedHashMap<>();
    tree.put("white", score.white());
    tree.put("black", score.black());
    return tree;
  }

  private static List<Object> squares(Iterable<Square> squares) {
    List<Object> list = new ArrayList<>();
    for (Square s : squares) {
      list.add(s.text());
    }
    return Collections.unmodifiableList(list);
  }

  @Override
  public String toString() {
    return "GameJson[" + game.id() + ", " + locale().toLanguageTag() + "]";
  }

  /** The game's notation on its own position type: texts written and read. */
  private final class Typed<P extends GamePosition<P>> {
    private final GameDefinition<P> definition;
    private final Notation<P> notation;

    Typed(GameDefinition<P> definition) {
      this.definition = definition;
      this.notation = Notation.forGame(definition);
    }

    private P own(AnyPosition position) {
      return definition.positionType().cast(position.typed());
    }

    String positionText(AnyPosition position) {
      return notation.writePosition(own(position));
    }

    String moveText(Move move) {
      return notation.writeMove(move);
    }

    Either<JsonProblem, AnyPosition> readPosition(String text, String at) {
      Either<PositionProblem, P> read = notation.readPosition(text);
      return read.<JsonProblem>mapLeft(p -> JsonProblem.of(JsonProblem.POSITION, at, messages.text(p)))
          .map(AnyPosition::of);
    }

    Either<JsonProblem, Move> readMove(AnyPosition position, String text, String at) {
      Either<MoveProblem, Move> read = notation.readMove(own(position), text);
      return read.mapLeft(p -> JsonProblem.of(JsonProblem.MOVE, at, messages.text(p)));
    }

    Either<JsonProblem, GameRecord<?>> readRecord(Reading r, Map<?, ?> doc) {
      Either<JsonProblem, String> startText = r.string(doc, "/start");
      if (startText.isLeft()) {
        return Either.left(startText.getLeft());
      }
      Either<PositionProblem, P> start = notation.readPosition(startText.get());
      if (start.isLeft()) {
        return Either.left(JsonProblem.of(JsonProblem.POSITION, "/start", messages.text(start.getLeft())));
      }
      Either<JsonProblem, GameRecord<P>> replayed = replay(r, doc, "", GameRecord.of(start.get()), GameRecord::play,
          record -> record);
      return replayed.map(record -> ended(record, doc.get("outcome"), GameRecord::resign, GameRecord::agreeDraw,
          x -> x));
    }

    Either<JsonProblem, Match<?>> readMatch(Reading r, Map<?, ?> doc) {
      Either<JsonProblem, List<?>> players = r.array(doc, "/players");
      if (players.isLeft()) {
        return Either.left(players.getLeft());
      }
      if (players.get().size() != 2 || !(players.get().get(0) instanceof String first)
          || !(players.get().get(1) instanceof String second)) {
        return Either.left(JsonProblem.of(JsonProblem.TYPE, "/players", "a match has two players, each a name"));
      }
      Either<JsonProblem, List<?>> rounds = r.array(doc, "/rounds");
      if (rounds.isLeft()) {
        return Either.left(rounds.getLeft());
      }
      if (rounds.get().isEmpty() || rounds.get().size() > definition.matchFormat().rounds()) {
        return Either.left(JsonProblem.of(JsonProblem.TYPE, "/rounds", "a match of " + definition.id() + " has 1 to "
            + definition.matchFormat().rounds() + " rounds, not " + rounds.get().size()));
      }
      Match<P> match = null;
      for (int i = 0; i < rounds.get().size(); i++) {
        String at = "/rounds/" + i;
        if (!(rounds.get().get(i) instanceof Map<?, ?> round)) {
          return Either.left(JsonProblem.of(JsonProblem.TYPE, at, "expected a round, got "
              + Reading.describe(rounds.get().get(i))));
        }
        if (match == null) {
          Either<JsonProblem, String> startText = r.string(round, at + "/start");
          if (startText.isLeft()) {
            return Either.left(startText.getLeft());
          }
          Either<PositionProblem, P> start = notation.readPosition(startText.get());
          if (start.isLeft()) {
            return Either.left(JsonProblem.of(JsonProblem.POSITION, at + "/start", messages.text(start.getLeft())));
          }
          match = Match.of(start.get(), definition.matchFormat(), first, second);
        } else if (match.rounds().size() != i + 1) {
          return Either.left(JsonProblem.of(JsonProblem.MOVE, at, "round " + i + " is not over, so round " + (i + 1)
              + " has not begun"));
        }
        int index = i;
        Function<Match<P>, GameRecord<P>> roundOf = x -> x.rounds().get(index);
        Either<JsonProblem, Match<P>> replayed = replay(r, round, at, match, Match::play, roundOf);
        if (replayed.isLeft()) {
          return Either.left(replayed.getLeft());
        }
        match = ended(replayed.get(), round.get("outcome"), (x, side) -> x.resign(x.playerOf(side).seat()),
            Match::agreeDraw, roundOf);
      }
      return Either.right(match);
    }

    /** The moves' texts of a round read and played one by one, each problem named by its index. */
    private <T> Either<JsonProblem, T> replay(Reading r, Map<?, ?> doc, String at, T start,
        BiFunction<T, Move, Either<MoveRejection, T>> play, Function<T, GameRecord<P>> roundOf) {
      Either<JsonProblem, List<?>> moves = r.array(doc, at + "/moves");
      if (moves.isLeft()) {
        return Either.left(moves.getLeft());
      }
      T played = start;
      for (int i = 0; i < moves.get().size(); i++) {
        String where = at + "/moves/" + i;
        Object item = moves.get().get(i);
        if (!(item instanceof String text)) {
          return Either.left(JsonProblem.of(JsonProblem.TYPE, where, "expected a move's text, got "
              + Reading.describe(item)));
        }
        GameRecord<P> round = roundOf.apply(played);
        if (round.isOver()) {
          MoveRejection over = new MoveRejection.GameOver(round.outcome().get());
          return Either.left(new JsonProblem(JsonProblem.MOVE, where, messages.text(over), Option.some(over)));
        }
        Either<MoveProblem, Move> move = notation.readMove(round.current(), text);
        if (move.isLeft()) {
          return Either.left(JsonProblem.of(JsonProblem.MOVE, where, messages.text(move.getLeft())));
        }
        Either<MoveRejection, T> next = play.apply(played, move.get());
        if (next.isLeft()) {
          return Either.left(new JsonProblem(JsonProblem.MOVE, where, messages.text(next.getLeft()),
              Option.some(next.getLeft())));
        }
        played = next.get();
      }
      return Either.right(played);
    }

    /** A round ended by a resignation or an agreed draw, as its written outcome says. */
    private <T> T ended(T played, @Nullable Object outcome, BiFunction<T, Side, Either<MoveRejection, T>> resign,
        Function<T, Either<MoveRejection, T>> agree, Function<T, GameRecord<P>> roundOf) {
      GameRecord<P> round = roundOf.apply(played);
      if (!(outcome instanceof Map<?, ?> o) || round.isOver()) {
        return played;
      }
      Object termination = o.get("termination");
      Object winner = o.get("winner");
      if (Termination.RESIGNATION.code().equals(termination) && ("white".equals(winner) || "black".equals(winner))) {
        return resign.apply(played, "white".equals(winner) ? Side.BLACK : Side.WHITE).getOrElse(played);
      }
      if (Termination.AGREEMENT.code().equals(termination) && definition.drawByAgreement()) {
        return agree.apply(played).getOrElse(played);
      }
      return played;
    }
  }
}
