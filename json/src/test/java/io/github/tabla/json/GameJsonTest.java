package io.github.tabla.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.tabla.core.AnyGame;
import io.github.tabla.core.AnyPosition;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Games;
import io.github.tabla.core.Messages;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.match.Match;
import io.github.tabla.core.match.Seat;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.testkit.MoveFormat;
import io.github.tabla.testkit.PositionFormat;
import io.github.tabla.testkit.Properties;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The JSON view of every game: what each document holds, that every document written follows the shipped
 * schema, that positions, moves and records read back to what was written (the testkit's property 5 with
 * the JSON view as the format), and that a move read from JSON is refused with the rules' reason.
 */
class GameJsonTest {
  private static final Schema SCHEMA = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12)
      .getSchema(TablaJson.schema(), InputFormat.JSON);

  static Seq<AnyGame> games() {
    return Games.all();
  }

  static void assertValid(String json) {
    List<Error> errors = SCHEMA.validate(json, InputFormat.JSON);
    assertTrue(errors.isEmpty(), () -> errors + "\n" + json);
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> tree(String json) {
    return (Map<String, Object>) TablaJson.read(json).get();
  }

  @Test
  void aPositionHoldsWhatABoardNeeds() {
    GameJson json = GameJson.of(Games.byId("diamonds").get());
    AnyPosition start = json.game().start();
    Map<String, Object> doc = tree(json.position(start));
    assertEquals(1, doc.get("version"));
    assertEquals("position", doc.get("kind"));
    assertEquals("diamonds", doc.get("game"));
    assertEquals("white", doc.get("sideToMove"));
    assertEquals(Map.of("white", 0, "black", 0), doc.get("score"));
    assertEquals(Map.of("side", "white", "role", "king"), ((Map<?, ?>) doc.get("pieces")).get("e1"));
    assertEquals(16, ((List<?>) doc.get("items")).size());
    assertEquals(Map.of("e1", List.of("d1", "f1", "d2", "e2", "f2")), doc.get("destinations"));
    assertEquals(Map.of("text", "Ke1-d1", "path", List.of("e1", "d1"), "captured", List.of(), "pass", false),
        ((List<?>) doc.get("moves")).get(0));
    assertEquals(null, doc.get("outcome"));
    assertTrue(doc.containsKey("outcome"));
    assertValid(json.position(start));
  }

  @Test
  void aDraughtsCaptureNamesItsCapturedSquaresAndItsTextUsesTheOfficialNumbers() {
    GameJson json = GameJson.of(Games.byId("italian-draughts").get());
    AnyPosition p = json.game().start();
    p = p.play(json.readMove(p, "{\"text\":\"22-18\"}").get()).get();
    p = p.play(json.readMove(p, "{\"text\":\"11-14\"}").get()).get();
    List<?> moves = (List<?>) tree(json.position(p)).get("moves");
    assertEquals(1, moves.size());
    assertEquals(Map.of("text", "18x11", "path", List.of("c4", "e6"), "captured", List.of("d5"), "pass", false),
        moves.get(0));
  }

  @Test
  void aTenByTenGameSaysItsBoardAndReadsItsSquares() {
    GameJson json = GameJson.of(AnyGame.of(io.github.tabla.games.draughts.DraughtsVariant.of(
        io.github.tabla.games.draughts.DraughtsRules.INTERNATIONAL)));
    Map<String, Object> game = json.gameTree();
    assertEquals(Map.of("files", 10, "ranks", 10, "numbered", true), game.get("board"));
    assertValid(TablaJson.write(game));
    AnyPosition start = json.game().start();
    Move step = json.readMove(start, "{\"path\":[\"d4\",\"e5\"]}").get();
    assertEquals(step, json.readMove(start, "{\"text\":\"32-28\"}").get());
    JsonProblem off = json.readMove(start, "{\"path\":[\"d4\",\"k5\"]}").getLeft();
    assertEquals(JsonProblem.SQUARE, off.code());
    assertTrue(off.detail().contains("squares are a1 to j10"), off.detail());
    assertValid(json.position(start.play(step).get()));
    assertEquals(Map.of("files", 8, "ranks", 8, "numbered", false),
        GameJson.of(Games.byId("knights").get()).gameTree().get("board"));
  }

  @Test
  void aRefusedMoveCarriesTheRulesReasonAndReadsInTheChosenLanguage() {
    AnyGame draughts = Games.byId("italian-draughts").get();
    GameJson json = GameJson.of(draughts, Messages.ITALIAN);
    AnyPosition p = draughts.start().play(json.readMove(draughts.start(), "{\"text\":\"22-18\"}").get()).get();
    p = p.play(json.readMove(p, "{\"text\":\"11-14\"}").get()).get();
    JsonProblem problem = json.readMove(p, "{\"path\":[\"b3\",\"a4\"]}").getLeft();
    assertEquals(JsonProblem.MOVE, problem.code());
    assertEquals("/path", problem.where());
    MoveRejection why = problem.rejection().get();
    assertEquals("draughts.capture.compulsory", why.code());
    Map<String, Object> doc = tree(json.rejection(why));
    assertEquals("ID-8", doc.get("rule"));
    assertEquals(List.of("c4"), doc.get("squares"));
    assertEquals("La presa è obbligatoria: gioca 18x11.", doc.get("text"));
    assertEquals("it", doc.get("lang"));
    assertEquals("18x11", ((Map<?, ?>) ((List<?>) doc.get("instead")).get(0)).get("text"));
    assertValid(json.rejection(why));
  }

  @Test
  void theReadmeExampleDoesWhatItSays() {
    GameJson json = GameJson.of(Games.byId("italian-draughts").get(), Messages.ROMANIAN);
    AnyPosition start = json.game().start();
    String doc = json.position(start);
    assertTrue(doc.startsWith("{\"version\":1,\"kind\":\"position\",\"game\":\"italian-draughts\","), doc);
    Move m = json.readMove(start, "{\"path\":[\"d3\",\"c4\"]}").get();
    assertEquals("22-18", tree(TablaJson.write(Map.of("m", json.moveTree(start, m)))).get("m") instanceof Map<?, ?> t
        ? t.get("text") : null);
    JsonProblem p = json.readMove(start, "{\"path\":[\"d3\",\"f5\"]}").getLeft();
    assertEquals("ID-5", p.rejection().get().ruleId());
    assertEquals("O piesă se mută un singur pătrat pe diagonală; 22-15 nu este o astfel de mutare.", p.detail());
  }

  @ParameterizedTest
  @MethodSource("games")
  void positionsAndMovesRoundTripThroughTheTestkitsProperty5(AnyGame game) {
    property5(game.definition(), new SplittableRandom(game.id().hashCode()), 300);
  }

  private static <P extends GamePosition<P>> void property5(GameDefinition<P> game, SplittableRandom random,
      int plies) {
    GameJson json = GameJson.of(game, Locale.ENGLISH);
    PositionFormat<P> positions = PositionFormat.of(p -> json.position(AnyPosition.of(p)),
        text -> json.readPosition(text).map(any -> game.positionType().cast(any.typed())));
    MoveFormat<P> byPath = MoveFormat.of(
        (p, m) -> TablaJson.write(Map.of("path", json.moveTree(AnyPosition.of(p), m).get("path"))),
        (p, text) -> json.readMove(AnyPosition.of(p), text));
    MoveFormat<P> byText = MoveFormat.of(
        (p, m) -> TablaJson.write(Map.of("text", json.moveTree(AnyPosition.of(p), m).get("text"))),
        (p, text) -> json.readMove(AnyPosition.of(p), text));
    MoveFormat<P> whole = MoveFormat.of((p, m) -> TablaJson.write(json.moveTree(AnyPosition.of(p), m)),
        (p, text) -> json.readMove(AnyPosition.of(p), text));
    P p = game.start();
    GameRecord<P> record = GameRecord.of(p);
    for (int i = 0; i < plies; i++) {
      Properties.positionTextRoundTrips(p, positions);
      Properties.moveTextsRoundTrip(p, byText);
      Properties.moveTextsRoundTrip(p, whole);
      if (!p.legalMoves().exists(Move::isPass)) {
        // a pass has no path: it reads back from its text or from "pass": true
        Properties.moveTextsRoundTrip(p, byPath);
      }
      if (i % 25 == 0) {
        assertValid(json.position(AnyPosition.of(p)));
        assertValid(json.record(record));
      }
      if (record.isOver()) {
        // over by the position, or by a repetition (ID-13.2)
        assertEquals(record, json.readRecord(json.record(record)).get());
        p = game.start();
        record = GameRecord.of(p);
      } else {
        Move m = p.legalMoves().get(random.nextInt(p.legalMoves().size()));
        p = p.playUnchecked(m);
        record = record.play(m).get();
      }
    }
    assertEquals(record, json.readRecord(json.record(record)).get());
  }

  @ParameterizedTest
  @MethodSource("games")
  void theGameTheValueAndTheMatchFollowTheSchema(AnyGame game) {
    for (Locale l : Messages.SUPPORTED) {
      GameJson json = GameJson.of(game, l);
      assertValid(json.gameJson());
      SearchResult r = game.robot(game.levels().head(), 1L).choose(game.start(), Budget.ofNodes(2_000));
      assertValid(json.value(r.value(), Side.WHITE));
      SearchResult strong = game.robot(game.strongestLevel(), 1L).choose(game.start(), Budget.ofNodes(2_000));
      assertValid(json.value(strong.value(), Side.WHITE));
      assertValid(json.match(matchOf(game.definition())));
    }
    matchesReadBack(game.definition(), GameJson.of(game));
    assertValid(TablaJson.games());
    assertEquals(game, TablaJson.readGame(GameJson.of(game).gameJson()).get());
  }

  @Test
  void aGameDocumentReadsBackByItsId() {
    assertEquals(Games.byId("knights").get(), TablaJson.readGame("{\"id\":\"knights\"}").get());
    assertProblem(JsonProblem.GAME, "/id", TablaJson.readGame("{\"id\":\"chess\"}"));
    assertProblem(JsonProblem.MISSING, "/id", TablaJson.readGame("{}"));
    assertProblem(JsonProblem.TYPE, "/id", TablaJson.readGame("{\"id\":7}"));
    assertProblem(JsonProblem.VERSION, "/kind", TablaJson.readGame("{\"kind\":\"position\",\"id\":\"knights\"}"));
    assertProblem(JsonProblem.TYPE, "", TablaJson.readGame("[]"));
  }

  @Test
  void theSchemaInTheDocsIsTheOneInTheJar() throws java.io.IOException {
    java.nio.file.Path docs = java.nio.file.Path.of("..", "docs", "tabla.schema.json");
    assertEquals(TablaJson.schema(), java.nio.file.Files.readString(docs),
        "docs/tabla.schema.json is a copy of json/src/main/resources/io/github/tabla/json/tabla.schema.json");
  }

  private static <P extends GamePosition<P>> void matchesReadBack(GameDefinition<P> game, GameJson json) {
    Match<P> whole = matchOf(game);
    assertEquals(whole, json.readMatch(json.match(whole)).getOrElseThrow(p -> new AssertionError(p.text())));
    Match<P> fresh = Match.of(game, "Ana", "Dan");
    assertEquals(fresh, json.readMatch(json.match(fresh)).get());
    // the first round resigned after one move, the second under way
    Match<P> resigned = fresh.play(game.start().legalMoves().head()).get().resign(Seat.SECOND).get();
    assertEquals(resigned, json.readMatch(json.match(resigned)).get());
    if (game.matchFormat().rounds() > 1) {
      Match<P> going = resigned.play(resigned.current().current().legalMoves().last()).get();
      assertEquals(2, going.rounds().size());
      assertEquals(going, json.readMatch(json.match(going)).get());
      assertValid(json.match(going));
    }
  }

  private static <P extends GamePosition<P>> Match<P> matchOf(GameDefinition<P> game) {
    Match<P> match = Match.of(game, "Ana", "Dan");
    for (int i = 0; i < 2_000 && !match.isOver(); i++) {
      match = match.play(match.current().current().legalMoves().head()).get();
    }
    return match;
  }

  @Test
  void aResignationAndAnAgreedDrawReadBackFromTheRecord() {
    AnyGame draughts = Games.byId("italian-draughts").get();
    GameJson json = GameJson.of(draughts);
    resignedAndAgreed(draughts.definition(), json);
  }

  private static <P extends GamePosition<P>> void resignedAndAgreed(GameDefinition<P> game, GameJson json) {
    GameRecord<P> played = GameRecord.of(game.start()).play(game.start().legalMoves().head()).get();
    GameRecord<P> resigned = played.resign(Side.BLACK).get();
    assertEquals(resigned.outcome(), json.readRecord(json.record(resigned)).get().outcome());
    GameRecord<P> agreed = played.agreeDraw().get();
    assertEquals(agreed.outcome(), json.readRecord(json.record(agreed)).get().outcome());
  }

  @Test
  void aMatchDocumentNamesThePlayersRoundsAndResult() {
    AnyGame diamonds = Games.byId("diamonds").get();
    Map<String, Object> doc = tree(GameJson.of(diamonds).match(matchOf(diamonds.definition())));
    assertEquals(List.of("Ana", "Dan"), doc.get("players"));
    List<?> rounds = (List<?>) doc.get("rounds");
    assertEquals(2, rounds.size());
    assertEquals("Ana", ((Map<?, ?>) rounds.get(0)).get("white"));
    assertEquals("Dan", ((Map<?, ?>) rounds.get(1)).get("white"));
    assertTrue(doc.get("outcome") instanceof Map<?, ?>);
  }

  @Test
  void aPositionOfAnotherGameIsRefusedWithAClearError() {
    GameJson json = GameJson.of(Games.byId("diamonds").get());
    AnyPosition knights = Games.byId("knights").get().start();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> json.position(knights));
    assertEquals("the JSON view of diamonds cannot write a position of knights", e.getMessage());
    String knightsDoc = GameJson.of(knights.game()).position(knights);
    JsonProblem p = json.readPosition(knightsDoc).getLeft();
    assertEquals(JsonProblem.GAME, p.code());
    assertEquals("/game", p.where());
  }

  @Test
  void readingNamesWhereAndWhatIsWrong() {
    GameJson json = GameJson.of(Games.byId("diamonds").get());
    AnyPosition start = json.game().start();
    assertProblem(JsonProblem.SYNTAX, "line 1, column 9", json.readPosition("{\"text\":"));
    assertProblem(JsonProblem.SYNTAX, "line 1, column 4", json.readPosition("{} {}"));
    assertProblem(JsonProblem.SYNTAX, "line 1, column 1", json.readPosition(""));
    assertProblem(JsonProblem.TYPE, "", json.readPosition("[1]"));
    assertProblem(JsonProblem.MISSING, "/text", json.readPosition("{\"game\":\"diamonds\"}"));
    assertProblem(JsonProblem.TYPE, "/text", json.readPosition("{\"text\":42}"));
    assertProblem(JsonProblem.VERSION, "/version", json.readPosition("{\"version\":2,\"text\":\"x\"}"));
    assertProblem(JsonProblem.VERSION, "/kind", json.readPosition("{\"kind\":\"move\",\"text\":\"x\"}"));
    assertProblem(JsonProblem.POSITION, "/text", json.readPosition("{\"text\":\"no board here\"}"));
    assertProblem(JsonProblem.SYNTAX, "line 1, column 11", json.readPosition("{\"a\":1,\"a\":2}"));
    assertProblem(JsonProblem.SQUARE, "/path/1", json.readMove(start, "{\"path\":[\"e1\",\"e9\"]}"));
    assertProblem(JsonProblem.SQUARE, "/path/0", json.readMove(start, "{\"path\":[\"E1\"]}"));
    assertProblem(JsonProblem.TYPE, "/path/0", json.readMove(start, "{\"path\":[1]}"));
    assertProblem(JsonProblem.MOVE, "/path", json.readMove(start, "{\"path\":[]}"));
    assertProblem(JsonProblem.MISSING, "", json.readMove(start, "{}"));
    assertProblem(JsonProblem.MOVE, "/text", json.readMove(start, "{\"text\":\"e1-e3\"}"));
    assertProblem(JsonProblem.MOVE, "/pass", json.readMove(start, "{\"pass\":true}"));
    JsonProblem illegal = json.readMove(start, "{\"path\":[\"e1\",\"e3\"]}").getLeft();
    assertEquals("KD-2", illegal.rejection().get().ruleId());
    assertProblem(JsonProblem.MOVE, "/moves/1", json.readRecord("{\"start\":\"" + tree(json.position(start)).get("text") + "\",\"moves\":[\"e1-e2\",\"e2-e4\"]}"));
  }

  private static void assertProblem(String code, String where, Either<JsonProblem, ?> read) {
    assertTrue(read.isLeft(), () -> "read " + read);
    assertEquals(code, read.getLeft().code(), read.getLeft()::text);
    assertEquals(where, read.getLeft().where(), read.getLeft()::text);
  }

  @Test
  void hugeAndDeepInputsAreRefusedAtOnce() {
    assertEquals(JsonProblem.TOO_LARGE, TablaJson.read(" ".repeat(TablaJson.MAX_CHARS + 1)).getLeft().code());
    assertEquals(JsonProblem.TOO_DEEP, TablaJson.read("[".repeat(1_000)).getLeft().code());
    assertEquals(JsonProblem.TOO_DEEP, TablaJson.read("[".repeat(TablaJson.MAX_DEPTH + 1)
        + "]".repeat(TablaJson.MAX_DEPTH + 1)).getLeft().code());
    assertTrue(TablaJson.read("[".repeat(TablaJson.MAX_DEPTH) + "]".repeat(TablaJson.MAX_DEPTH)).isRight());
    assertEquals(JsonProblem.TOO_LARGE, TablaJson.read("1" + "0".repeat(200)).getLeft().code());
  }

  @Test
  void writingATreeRefusesWhatIsNotJson() {
    assertEquals("{\"a\":[1,\"b\",null,true]}", TablaJson.write(new java.util.LinkedHashMap<>(
        Map.of("a", java.util.Arrays.asList(1, "b", null, true)))));
    assertThrows(IllegalArgumentException.class, () -> TablaJson.write(Map.of(1, 2)));
    assertThrows(IllegalArgumentException.class, () -> TablaJson.write(List.of(new Object())));
  }
}
