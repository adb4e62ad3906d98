package io.github.tabla.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.AnyGame;
import io.github.tabla.core.Games;
import io.github.tabla.core.Messages;
import io.github.tabla.json.TablaJson;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The web board's HTTP API, through a real server on a free port: every request of the package
 * documentation, and a clear, specific answer (a status and a document) for every bad request.
 */
class WebApiTest {
  private static TablaServer server;
  private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  @BeforeAll
  static void start() {
    server = TablaServer.builder().port(0).start();
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  record Answer(int status, Map<String, Object> doc, String text) {}

  @SuppressWarnings("unchecked")
  static Answer send(String method, String path, String body) {
    try {
      HttpRequest.Builder b = HttpRequest.newBuilder(server.uri().resolve(path)).timeout(Duration.ofSeconds(30));
      b = body == null ? b.method(method, HttpRequest.BodyPublishers.noBody())
          : b.method(method, HttpRequest.BodyPublishers.ofString(body)).header("Content-Type", "application/json");
      HttpResponse<String> r = CLIENT.send(b.build(), HttpResponse.BodyHandlers.ofString());
      Object tree = r.headers().firstValue("Content-Type").orElse("").startsWith("application/json")
          ? TablaJson.read(r.body()).get() : Map.of();
      return new Answer(r.statusCode(), (Map<String, Object>) tree, r.body());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  static Answer post(String path, Map<String, Object> body) {
    return send("POST", path, TablaJson.write(body));
  }

  static Map<String, Object> body(String game, Object... more) {
    Map<String, Object> b = new LinkedHashMap<>();
    b.put("game", game);
    for (int i = 0; i < more.length; i += 2) {
      b.put((String) more[i], more[i + 1]);
    }
    return b;
  }

  @Test
  void thePageAndItsFilesAreServed() {
    Answer page = send("GET", "/", null);
    assertEquals(200, page.status());
    assertTrue(page.text().contains("<script src=\"app.js\"></script>"), page.text());
    assertEquals(200, send("GET", "/app.js", null).status());
    assertEquals(200, send("GET", "/app.css", null).status());
    assertEquals(404, send("GET", "/missing.js", null).status());
    assertEquals(404, send("GET", "/../pom.xml", null).status());
    assertEquals(404, send("GET", "/%2e%2e/secret.txt", null).status());
    assertEquals(405, send("POST", "/", "{}").status());
  }

  @Test
  void theCatalogueAndThePagesTextsComeInFourLanguagesWithTheSameKeys() {
    Answer games = send("GET", "/api/games?lang=it", null);
    assertEquals(200, games.status());
    assertEquals(Games.ids().toJavaList(), ((List<?>) games.doc().get("games")).stream()
        .map(g -> ((Map<?, ?>) g).get("id")).toList());
    Map<?, ?> english = (Map<?, ?>) send("GET", "/api/texts?lang=en", null).doc().get("texts");
    for (String lang : List.of("ro", "he", "it")) {
      Answer texts = send("GET", "/api/texts?lang=" + lang, null);
      assertEquals(lang, texts.doc().get("lang"));
      Map<?, ?> own = (Map<?, ?>) texts.doc().get("texts");
      assertEquals(english.keySet(), own.keySet(), lang);
      assertFalse(own.equals(english), lang + " is translated");
    }
    // every game and variant of the catalogue has a name on the page
    for (AnyGame g : Games.all()) {
      assertTrue(english.containsKey("game." + g.family()), g.id());
      assertTrue(english.containsKey("variant." + g.variant()), g.id());
    }
    assertEquals("en", send("GET", "/api/texts?lang=xx", null).doc().get("lang"));
  }

  @Test
  void theGamesAreCalledWhatTheirOwnMessagesCallThem() {
    // the name a game's own bundle gives it (game.<id>.name), where it has one, is the page's name for its
    // family, in every language
    int checked = 0;
    for (Locale locale : Messages.SUPPORTED) {
      Map<?, ?> texts = (Map<?, ?>) send("GET", "/api/texts?lang=" + locale.getLanguage(), null).doc()
          .get("texts");
      for (AnyGame g : Games.all().filter(x -> x.variant().equals("standard"))) {
        String key = "game." + g.id() + ".name";
        if (Messages.of(g, locale).pattern(key).isDefined()) {
          // the page's texts are formatted ('' an apostrophe): so is the name compared
          assertEquals(Messages.of(g, locale).text(key, io.vavr.collection.Array.empty()),
              texts.get("game." + g.family()), g.id() + " in " + locale);
          checked++;
        }
      }
    }
    assertTrue(checked >= 64, "the games with a name of their own: " + checked);
  }

  @Test
  void aMatchIsPlayedThroughTheApi() {
    Answer fresh = post("/api/new", body("diamonds", "lang", "ro", "first", "Ana", "second", "Robot"));
    assertEquals(200, fresh.status(), fresh.text());
    assertEquals("state", fresh.doc().get("kind"));
    Map<?, ?> match = (Map<?, ?>) fresh.doc().get("match");
    assertTrue(((String) fresh.doc().get("board")).startsWith("<svg"));
    assertEquals(Map.of("seat", "first", "name", "Ana", "side", "white"), fresh.doc().get("toMove"));
    // a refused move: 422 with the rule and its words in the language asked for
    Answer far = post("/api/move", body("diamonds", "lang", "ro", "match", match,
        "move", Map.of("path", List.of("e1", "e3"))));
    assertEquals(422, far.status(), far.text());
    assertEquals("rejection", far.doc().get("kind"));
    assertEquals("KD-2", far.doc().get("rule"));
    assertEquals("ro", far.doc().get("lang"));
    // a legal move, then the Robot's reply
    Answer moved = post("/api/move", body("diamonds", "match", match, "move", Map.of("path", List.of("e1", "e2"))));
    assertEquals(200, moved.status(), moved.text());
    Map<?, ?> afterMove = (Map<?, ?>) moved.doc().get("match");
    Answer robot = post("/api/robot", body("diamonds", "match", afterMove, "level", "gentle", "millis", 200));
    assertEquals(200, robot.status(), robot.text());
    Map<?, ?> reply = (Map<?, ?>) robot.doc().get("robot");
    assertNotNull(((Map<?, ?>) reply.get("move")).get("text"));
    assertEquals("first", ((Map<?, ?>) robot.doc().get("toMove")).get("seat"));
    Map<?, ?> afterRobot = (Map<?, ?>) robot.doc().get("match");
    // hint, undo two plies, export, resign
    Answer hint = post("/api/hint", body("diamonds", "match", afterRobot, "millis", 200));
    assertEquals(200, hint.status(), hint.text());
    assertTrue(((Map<?, ?>) hint.doc().get("hint")).get("path") instanceof List<?>);
    Answer undone = post("/api/undo", body("diamonds", "match", afterRobot, "plies", 2));
    assertEquals(List.of(), ((Map<?, ?>) ((List<?>) ((Map<?, ?>) undone.doc().get("match")).get("rounds")).get(0))
        .get("moves"));
    Answer export = post("/api/export", body("diamonds", "match", afterRobot));
    assertTrue(((String) export.doc().get("text")).contains("Ana"), export.text());
    Answer resigned = post("/api/resign", body("diamonds", "match", afterRobot, "seat", "first"));
    assertEquals(200, resigned.status(), resigned.text());
    assertEquals(2, resigned.doc().get("round"));
    Map<?, ?> finished = (Map<?, ?>) resigned.doc().get("lastFinished");
    assertEquals(1, finished.get("number"));
    assertTrue(((String) finished.get("board")).startsWith("<svg"));
    // a draw needs a game with draws by agreement
    Answer noDraw = post("/api/draw", body("diamonds", "match", afterRobot));
    assertEquals(400, noDraw.status());
    assertEquals("draw.not-allowed", noDraw.doc().get("code"));
  }

  @Test
  void aMatchStartsFromAPositionOfTheAppsOwnAndAPassIsAMove() {
    Answer walled = post("/api/new", body("knights", "start",
        "r1bq1bnr/pp1ppp1p/8/8/8/1n6/2PPPPPP/N1BQ1BNR w a1 b3 10 10"));
    assertEquals(200, walled.status(), walled.text());
    List<?> moves = (List<?>) ((Map<?, ?>) walled.doc().get("position")).get("moves");
    assertEquals(List.of(Map.of("text", "--", "path", List.of(), "captured", List.of(), "pass", true)), moves);
    Answer passed = post("/api/move", body("knights", "match", walled.doc().get("match"), "move",
        Map.of("pass", true)));
    assertEquals(200, passed.status(), passed.text());
    assertProblem(post("/api/new", body("knights", "start", "not a position")), 400, "json.position");
    assertProblem(post("/api/new", body("knights", "start", 5)), 400, "json.type");
  }

  @Test
  void aDrawOfferedToTheRobotIsDecidedByItsJudgement() {
    Answer fresh = post("/api/new", body("italian-draughts"));
    Map<?, ?> match = (Map<?, ?>) fresh.doc().get("match");
    Answer offer = post("/api/draw", body("italian-draughts", "match", match, "level", "strong", "millis", 200));
    assertEquals(200, offer.status(), offer.text());
    assertTrue(offer.doc().get("drawAccepted") instanceof Boolean);
    Answer agreed = post("/api/draw", body("italian-draughts", "match", match));
    assertEquals(Boolean.TRUE, agreed.doc().get("drawAccepted"));
    assertEquals(Boolean.TRUE, agreed.doc().get("matchOver"));
  }

  @Test
  void aThinkingRobotIsCancelledAndAnswersAtOnce() throws Exception {
    Answer fresh = post("/api/new", body("buttons:extra-rook"));
    Map<?, ?> match = (Map<?, ?>) fresh.doc().get("match");
    CompletableFuture<Answer> thinking = CompletableFuture.supplyAsync(() -> post("/api/robot",
        body("buttons:extra-rook", "match", match, "level", "strongest", "millis", 10_000, "id", "t1")));
    long t0 = System.nanoTime();
    Answer cancelled;
    do {
      Thread.sleep(50);
      cancelled = post("/api/cancel", Map.of("id", "t1"));
    } while (!Boolean.TRUE.equals(cancelled.doc().get("found")) && System.nanoTime() - t0 < 5_000_000_000L);
    Answer reply = thinking.get();
    assertEquals(200, reply.status(), reply.text());
    assertTrue((System.nanoTime() - t0) / 1_000_000 < 8_000, "the cancelled search answered at once");
    assertEquals(Boolean.FALSE, post("/api/cancel", Map.of("id", "t1")).doc().get("found"));
  }

  @Test
  void badRequestsGetAClearSpecificAnswer() {
    assertProblem(send("GET", "/api/nothing", null), 404, "http.not-found");
    assertProblem(send("DELETE", "/api/games", null), 405, "http.method");
    assertProblem(send("GET", "/api/move", null), 405, "http.method");
    assertProblem(send("POST", "/api/new", "{\"game\":"), 400, "json.syntax");
    assertProblem(send("POST", "/api/new", "[]"), 400, "json.type");
    assertProblem(send("POST", "/api/new", "{}"), 400, "json.missing");
    assertProblem(post("/api/new", body("chess")), 400, "json.game");
    assertProblem(post("/api/new", body("diamonds", "first", "")), 400, "json.type");
    assertProblem(post("/api/state", body("diamonds")), 400, "json.missing");
    assertProblem(post("/api/state", body("diamonds", "match", Map.of("players", List.of("a")))), 400, "json.type");
    Map<?, ?> match = (Map<?, ?>) post("/api/new", body("knights")).doc().get("match");
    assertProblem(post("/api/move", body("knights", "match", match)), 400, "json.missing");
    assertProblem(post("/api/move", body("knights", "match", match, "move", Map.of("path", List.of("z9")))), 400,
        "json.square");
    assertProblem(post("/api/robot", body("knights", "match", match, "level", "godlike")), 400, "json.type");
    assertProblem(post("/api/robot", body("knights", "match", match, "level", "gentle", "millis", 60_000)), 400,
        "json.type");
    assertProblem(post("/api/resign", body("knights", "match", match, "seat", "third")), 400, "json.type");
    Answer huge = send("POST", "/api/new", "{\"game\":\"" + "x".repeat(TablaJson.MAX_CHARS) + "\"}");
    assertProblem(huge, 413, "json.too-large");
    assertProblem(send("POST", "/api/new", "[".repeat(10_000)), 400, "json.too-deep");
  }

  private static void assertProblem(Answer a, int status, String code) {
    assertEquals(status, a.status(), a.text());
    assertEquals("problem", a.doc().get("kind"), a.text());
    assertEquals(code, a.doc().get("code"), a.text());
  }

  @Test
  void anAppServesAPageOfItsOwnOverTheSameApi() throws Exception {
    try (TablaServer own = TablaServer.builder().port(0).page(WebApiTest.class, "/io/github/tabla/web/testpage")
        .games(Games.all().filter(g -> g.family().equals("knights"))).start()) {
      HttpResponse<String> page = CLIENT.send(HttpRequest.newBuilder(own.uri()).build(),
          HttpResponse.BodyHandlers.ofString());
      assertTrue(page.body().contains("A board of its own"), page.body());
      HttpResponse<String> games = CLIENT.send(HttpRequest.newBuilder(own.uri().resolve("/api/games")).build(),
          HttpResponse.BodyHandlers.ofString());
      assertTrue(games.body().contains("\"id\":\"knights\"") && !games.body().contains("\"id\":\"diamonds\""),
          games.body());
      assertEquals(404, CLIENT.send(HttpRequest.newBuilder(own.uri().resolve("/app.js")).build(),
          HttpResponse.BodyHandlers.ofString()).statusCode());
    }
    assertThrows(IllegalArgumentException.class, () -> TablaServer.builder().page(WebApiTest.class, "relative/"));
    assertThrows(IllegalArgumentException.class, () -> TablaServer.builder().games(io.vavr.collection.Array.empty()));
  }

  @Test
  void aServerRefusesAPortOutOfRangeOrTaken() {
    assertThrows(IllegalArgumentException.class, () -> TablaServer.builder().port(70_000));
    UncheckedIOException taken = assertThrows(UncheckedIOException.class,
        () -> TablaServer.builder().port(server.port()).start());
    assertTrue(taken.getMessage().startsWith("cannot serve on localhost:" + server.port()), taken.getMessage());
    assertEquals(URI.create("http://localhost:" + server.port() + "/"), server.uri());
  }
}
