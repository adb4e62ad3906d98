package io.github.tabla.apidocs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.BoardShape;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.AnyGame;
import io.github.tabla.core.AnyPosition;
import io.github.tabla.core.AnyRobot;
import io.github.tabla.core.Games;
import io.github.tabla.json.GameJson;
import io.github.tabla.json.JsonProblem;
import io.github.tabla.core.Messages;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.match.Match;
import io.github.tabla.core.match.MatchDecision;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.core.match.MatchOutcome;
import io.github.tabla.core.match.Seat;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.core.robot.Unit;
import io.github.tabla.core.robot.Value;
import io.github.tabla.diagram.Diagram;
import io.github.tabla.diagram.DiagramOptions;
import io.github.tabla.diagram.Highlights;
import io.github.tabla.diagram.ItemShape;
import io.github.tabla.diagram.Palette;
import io.github.tabla.games.buttons.ButtonsGame;
import io.github.tabla.games.buttons.ButtonsPosition;
import io.github.tabla.games.diamonds.DiamondsGame;
import io.github.tabla.games.diamonds.DiamondsPosition;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.ItalianDraughts;
import io.github.tabla.games.draughts.capture.Capture;
import io.github.tabla.games.draughts.capture.CapturePriority;
import io.github.tabla.games.draughts.capture.Criterion;
import io.github.tabla.games.draughts.capture.Ruling;
import io.github.tabla.games.knights.KnightsGame;
import io.github.tabla.games.knights.KnightsPosition;
import io.github.tabla.notation.Notation;
import io.github.tabla.notation.move.MoveProblem;
import io.github.tabla.notation.position.PositionProblem;
import io.github.tabla.notation.record.RecordReading;
import io.github.tabla.testkit.Conformance;
import io.github.tabla.testkit.ConformanceProperty;
import io.github.tabla.testkit.MoveFormat;
import io.github.tabla.testkit.PositionFormat;
import io.github.tabla.testkit.junit.GameConformanceTest;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;

/**
 * The Java examples of the user guide ({@code apidocs/src/javadoc/overview.html}), one test per section,
 * running the guide's code and checking what its comments say. When the guide changes, change the test
 * with it (and the other way round).
 */
class UserGuideExamplesTest {

  // ------------------------------------------------------------------ 1. What Tabla is

  @Test
  void whatTablaIs() {
    assertEquals("[brazilian-draughts, buttons, buttons:extra-rook, canadian-draughts, czech-draughts, diamonds, english-draughts, frisian-draughts, international-draughts, italian-draughts, italian-draughts:no-draws, knights, pool-checkers, portuguese-draughts, russian-draughts, spanish-draughts, thai-draughts, turkish-draughts]",
        Games.ids().toJavaList().toString());
  }

  // ------------------------------------------------------------------ 2. Getting started

  @Test
  void gettingStarted_kingsAndDiamonds() {
    GameDefinition<?> found = Games.definition("diamonds").get();   // through ServiceLoader
    DiamondsGame game = DiamondsGame.instance();              // the same game, typed
    assertEquals(found, game);
    DiamondsPosition p = game.start();                        // kings on e1 and e8, 16 diamonds (KD-1)
    assertEquals("[e1-d1, e1-f1, e1-d2, e1-e2, e1-f2]", p.legalMoves().toJavaList().toString());
    p = p.play(Square.E1, Square.E2).get();                   // Right: the king steps to e2
    assertEquals(Side.BLACK, p.sideToMove());
    assertEquals("KD-2", p.play(Square.E8, Square.E6).getLeft().ruleId());
    while (!p.isOver()) {
      p = p.playUnchecked(p.legalMoves().head());             // always the first legal move
    }
    Outcome end = p.outcome().get();
    assertEquals(Option.some(Side.BLACK), end.winner());
    assertEquals("diamonds.end.move-limit", end.termination().code());
    assertEquals("KD-6.2", end.termination().ruleId());
    assertEquals("0-1", end.score().toString());
  }

  @Test
  void gettingStarted_knightsInTheEnemyCamp() {
    GameDefinition<?> found = Games.definition("knights").get();
    KnightsGame game = KnightsGame.standard();
    assertEquals(found, game);
    KnightsPosition p = game.start();                         // the racing knights on e8 and e1 (KN-1)
    assertEquals("[e8-d6, e8-f6, e8xc7, e8xg7]", p.legalMoves().toJavaList().toString());
    p = p.play(Square.E8, Square.C7).get();                   // Ne8xc7 captures a pawn (KN-4)
    assertEquals("1-0", p.score().toString());
    assertEquals("move.not-your-piece", p.play(Square.A2, Square.A3).getLeft().code());

    KnightsGame unattended = KnightsGame.withSafetyLimit(40);
    assertEquals("knights:limit-40", unattended.id());
    KnightsPosition q = unattended.start();
    while (!q.isOver()) {
      q = q.playUnchecked(q.legalMoves().head());
    }
    Outcome end = q.outcome().get();
    assertTrue(end.isDraw());
    assertEquals("knights.end.safety-limit", end.termination().code());
    assertEquals("40-40", end.turns().toString());
  }

  @Test
  void gettingStarted_italianDraughts() {
    GameDefinition<?> found = Games.definition("italian-draughts").get();
    ItalianDraughts game = new ItalianDraughts();
    assertEquals(found, game);
    assertEquals("italian-draughts:no-draws", Games.definition("italian-draughts:no-draws").get().id());
    DraughtsPosition p = game.start();                        // men on 1..12 and 21..32 (ID-3)
    assertEquals(7, p.legalMoves().size());
    Square s22 = SquareNaming.DRAUGHTS.square("22").get();    // d3 (ID-2)
    Square s18 = SquareNaming.DRAUGHTS.square("18").get();    // c4
    assertEquals(Square.D3, s22);
    assertEquals(Square.C4, s18);
    p = p.play(s22, s18).get();                               // 22-18
    while (!p.isOver()) {
      p = p.playUnchecked(p.legalMoves().head());
    }
    Outcome end = p.outcome().get();
    assertEquals(Option.some(Side.WHITE), end.winner());
    assertEquals("draughts.end.no-pieces", end.termination().code());
    assertEquals("ID-12", end.termination().ruleId());
    assertEquals("10-0", end.score().toString());
  }

  @Test
  void gettingStarted_queensRooksAndButtons() {
    GameDefinition<?> found = Games.definition("buttons").get();
    ButtonsGame game = ButtonsGame.standard();
    assertEquals(found, game);
    assertEquals(Games.definition("buttons:extra-rook").get(), ButtonsGame.extraRook());
    ButtonsPosition p = game.start();
    assertEquals(24, p.legalMoves().size());                  // 9 for the rook, 15 for the queen
    p = p.play(Square.D1, Square.D4).get();                   // Qd1-d4 collects the button on d4 (QB-4)
    assertEquals("1-0", p.score().toString());
    while (!p.isOver()) {
      p = p.playUnchecked(p.legalMoves().head());
    }
    Outcome end = p.outcome().get();
    assertEquals(Option.some(Side.BLACK), end.winner());
    assertEquals("buttons.end.no-pieces", end.termination().code());
    assertTrue(p.pieces(Side.WHITE).isEmpty());               // White has no piece left
    assertEquals("1-7", end.score().toString());             // Black's 1 + the 6 left on the board (QB-7.3)
    assertEquals(6, p.buttons().size());
  }

  // ------------------------------------------------------------------ 3. Building a user interface

  @Test
  void buildingAUserInterface_boardsAndSquareNames() {
    BoardShape ten = BoardShape.of(10, 10);
    Square j10 = ten.parse("j10").get();                      // a square off the 8 x 8 board
    SquareNaming international = SquareNaming.numbered(ten, Side.BLACK, true);
    assertEquals(Option.some(ten.parse("a1").get()), international.square("46"));
    assertEquals(Option.some("5"), international.name(j10));
    assertEquals("1..50", international.range());
    assertEquals(Option.some("22"), SquareNaming.DRAUGHTS.name(Square.D3));
    assertEquals("move.off-board", new ItalianDraughts().start().moveFor(Square.D3, j10).getLeft().code());
  }

  @Test
  void buildingAUserInterface_buildABoard() throws Exception {
    try (io.github.tabla.web.TablaServer server = io.github.tabla.web.TablaServer.builder().port(0)
        .games(Games.all().filter(g -> !g.id().contains(":")))
        .page(UserGuideExamplesTest.class, "/io/github/tabla/apidocs/")
        .start()) {
      java.net.http.HttpResponse<String> games = java.net.http.HttpClient.newHttpClient().send(
          java.net.http.HttpRequest.newBuilder(server.uri().resolve("/api/games")).build(),
          java.net.http.HttpResponse.BodyHandlers.ofString());
      assertTrue(games.body().contains("\"id\":\"knights\""), games.body());
      assertFalse(games.body().contains("\"id\":\"buttons:extra-rook\""), games.body());
    }
  }

  @Test
  void buildingAUserInterface_json() {
    GameJson json = GameJson.of(Games.byId("diamonds").get(), Messages.ENGLISH);
    AnyPosition start = json.game().start();
    java.util.Map<String, Object> doc = json.positionTree(start);
    assertEquals("{e1=[d1, f1, d2, e2, f2]}", doc.get("destinations").toString());
    Move step = json.readMove(start, "{\"path\":[\"e1\",\"e2\"]}").get();
    assertEquals(start.moveFor(Square.E1, Square.E2).get(), step);
    JsonProblem far = json.readMove(start, "{\"path\":[\"e1\",\"e3\"]}").getLeft();
    assertEquals("json.move", far.code());
    assertEquals("KD-2", far.rejection().get().ruleId());
    assertTrue(json.rejection(far.rejection().get()).startsWith("{\"version\":1,\"kind\":\"rejection\",\"code\":"));
  }

  @Test
  void buildingAUserInterface_anyGameUntyped() {
    AnyGame game = Games.byId("diamonds").get();
    AnyPosition start = game.start();
    AnyPosition next = start.play(Square.E1, Square.E2).get();
    assertEquals(SquareSet.of(Square.D7, Square.E7, Square.F7, Square.D8, Square.F8),
        next.destinationsFrom(Square.E8));
    MoveRejection why = next.play(Square.A1, Square.A2).getLeft();
    assertEquals("move.no-piece", why.code());
    assertEquals("Non c'è nessun pezzo su a1.", Messages.of(game, Messages.ITALIAN).text(why));
    AnyRobot robot = game.robot(game.strongestLevel(), 1L);
    Move answer = robot.choose(next, Budget.ofMillis(100)).move();
    assertTrue(next.legalMoves().contains(answer));
    assertEquals(next.typed(), next.as(DiamondsPosition.class).get());
  }

  @Test
  void buildingAUserInterface_legalDestinations() {
    DiamondsPosition p = DiamondsGame.instance().start();
    assertEquals("{d1, f1, d2, e2, f2}", p.destinationsFrom(Square.E1).toString());
    assertEquals(LinkedHashMap.of(Square.E1, SquareSet.of(Square.D1, Square.F1, Square.D2, Square.E2, Square.F2)),
        p.allDestinations());
    Either<MoveRejection, Move> drag = p.moveFor(Square.E1, Square.E2);
    assertEquals("e1-e2", drag.get().toString());
  }

  @Test
  void buildingAUserInterface_whyAMoveIsRefused() {
    ItalianDraughts game = new ItalianDraughts();
    SquareNaming n = SquareNaming.DRAUGHTS;
    DraughtsPosition p = game.start()
        .play(n.square("22").get(), n.square("18").get()).get()     // 22-18
        .play(n.square("11").get(), n.square("14").get()).get();    // 11-14: now White must capture
    MoveRejection why = p.play(n.square("21").get(), n.square("17").get()).getLeft();
    assertEquals("draughts.capture.compulsory", why.code());
    assertEquals("ID-8", why.ruleId());
    assertEquals(SquareSet.of(Square.C4), why.squares());
    assertEquals(Array.of("c4xe6"), why.instead().map(Move::toString));
    assertEquals("Capturing is compulsory: play 18x11.", Messages.of(game, Messages.ENGLISH).text(why));
    assertEquals("Captura este obligatorie: joacă 18x11.", Messages.of(game, Messages.ROMANIAN).text(why));
    // in Hebrew every argument is isolated (U+2068 ... U+2069), so that a move keeps its place in the sentence
    assertEquals("הלכידה חובה: שחקו \u206818x11\u2069.", Messages.of(game, Messages.HEBREW).text(why));
    assertEquals("La presa è obbligatoria: gioca 18x11.", Messages.of(game, Messages.ITALIAN).text(why));
    assertTrue(game.messageCodes().contains(why.code()));

    Move tip = game.robot(game.levels().head(), 1L).hint(p, Budget.ofDepth(4));
    assertEquals(why.instead().head(), tip);
  }

  @Test
  void buildingAUserInterface_diagrams() {
    ItalianDraughts game = new ItalianDraughts();
    DraughtsPosition p = Notation.forGame(game).readPosition("W:WK30:BK26,K27,K18,20,10,K12").get();
    Move capture = p.legalMoves().head();                     // 30x21x14x5, the only legal move
    Diagram d = Diagram.of(game, p)
        .withHighlights(Highlights.ofMove(capture))
        .withOptions(DiagramOptions.defaults().withSquareSize(40).withPalette(Palette.highContrast()));
    String svg = d.toSvg();
    String text = d.toText();
    assertTrue(svg.contains("<svg"), svg);
    assertFalse(text.isBlank());
    assertEquals(Array.of(Square.D1, Square.B3, Square.D5, Square.B7), d.highlights().path());

    DiamondsGame diamonds = DiamondsGame.instance();
    DiamondsPosition start = diamonds.start();
    Highlights dots = Highlights.none()
        .withOrigin(Square.E1)
        .withDestinations(start.destinationsFrom(Square.E1));
    String board = Diagram.of(diamonds, start).withHighlights(dots)
        .withOptions(DiagramOptions.defaults().withFlipped(true).withCoordinates(false))
        .toSvg();
    assertTrue(board.contains("<svg"), board);
    assertEquals(ItemShape.DIAMOND, ItemShape.forGame(diamonds));
    assertEquals(Palette.classic(), DiagramOptions.defaults().palette());
  }

  // ------------------------------------------------------------------ 4. The Robot

  @Test
  void theRobot() throws Exception {
    DiamondsGame game = DiamondsGame.instance();
    assertEquals("[gentle, easy, medium, strong, perfect]", game.levels().map(Level::id).toJavaList().toString());
    assertEquals("Perfetto", Messages.of(game, Messages.ITALIAN).text(game.strongestLevel().nameCode(), Array.empty()));
    Robot<DiamondsPosition> perfect = game.robot(game.strongestLevel(), 1L);
    SearchResult r = perfect.choose(game.start(), Budget.UNLIMITED);
    assertEquals(new Value.Exact(1, Unit.of("diamonds")), r.value());
    assertEquals("+1 diamond for White, proved", Messages.of(game, Messages.ENGLISH).text(r.value().describe(Side.WHITE)));
    assertEquals(100, r.score());
    assertTrue(r.exact());
    assertTrue(game.start().legalMoves().contains(r.move()));

    Robot<DiamondsPosition> gentle = game.robot(game.levels().head(), 7L);
    Move first = gentle.choose(game.start(), Budget.ofDepth(3)).move();
    Move again = game.robot(game.levels().head(), 7L).choose(game.start(), Budget.ofDepth(3)).move();
    assertEquals(first, again);

    ButtonsGame buttons = ButtonsGame.extraRook();
    Robot<ButtonsPosition> strongest = buttons.robot(buttons.strongestLevel(), 1L);
    ExecutorService pool = Executors.newSingleThreadExecutor();
    Cancellation stop = new Cancellation();
    Future<SearchResult> thinking = pool.submit(() -> strongest.choose(buttons.start(), Budget.UNLIMITED, stop));
    stop.cancel();                                            // from any thread
    SearchResult soFar = thinking.get(10, TimeUnit.SECONDS);  // promptly: the best move found so far
    pool.shutdown();
    assertTrue(buttons.start().legalMoves().contains(soFar.move()));

    ItalianDraughts draughts = new ItalianDraughts();
    GameRecord<DraughtsPosition> played = GameRecord.of(draughts.start());
    played = played.play(played.current().legalMoves().head()).get();
    Move reply = draughts.robot(draughts.strongestLevel(), 1L).choose(played, Budget.ofNodes(20_000)).move();
    assertTrue(played.current().legalMoves().contains(reply));

    assertEquals("[gentle, easy, medium, strong, strongest]", KnightsGame.standard().levels().map(Level::id).toJavaList().toString());
    assertEquals("[gentle, easy, medium, strong, strongest]",
        new ItalianDraughts().levels().map(Level::id).toJavaList().toString());
    assertEquals("[gentle, easy, medium, strong, strongest]",
        ButtonsGame.standard().levels().map(Level::id).toJavaList().toString());
  }

  // ------------------------------------------------------------------ 5. Matches

  @Test
  void matches() {
    DiamondsGame game = DiamondsGame.instance();
    Match<DiamondsPosition> m = Match.of(game, "Ana", "Robot");   // Ana is Player 1
    assertEquals("Ana", m.whiteIn(1).name());
    assertEquals("Robot", m.whiteIn(2).name());
    m = m.play(Square.E1, Square.E2).get();
    assertEquals("Robot", m.toMove().get().name());
    while (!m.isOver()) {
      m = m.play(m.current().current().legalMoves().head()).get();   // round 2 begins by itself
    }
    MatchOutcome o = m.outcome().get();
    Messages en = Messages.of(game, Messages.ENGLISH);
    assertEquals(List.of(
        "Round 1: Robot (Black) won, 1 to 0. Both sides have made their 40 moves; the diamonds left belong to nobody (KD-6.2).",
        "Round 2: Ana (Black) won, 1 to 0. Both sides have made their 40 moves; the diamonds left belong to nobody (KD-6.2)."),
        o.rounds().map(en::text).toJavaList());
    assertEquals("A draw on points: 1 point each.", en.text(o));
    assertEquals(MatchDecision.DRAWN_EQUAL_POINTS, o.decision());
    assertEquals(1, o.standing(Seat.FIRST).points());

    assertEquals(MatchFormat.POINTS, game.matchFormat());
    assertEquals(MatchFormat.ROUNDS_THEN_RACE_LENGTH, KnightsGame.standard().matchFormat());
    assertEquals(MatchFormat.SINGLE_GAME, new ItalianDraughts().matchFormat());
    ItalianDraughts draughts = new ItalianDraughts();
    Match<DraughtsPosition> twoGames = Match.of(draughts.start(), MatchFormat.TWO_GAMES, "Ana", "Bob");
    assertEquals(2, twoGames.format().rounds());
  }

  // ------------------------------------------------------------------ 6. Notation

  @Test
  void notation() {
    ItalianDraughts game = new ItalianDraughts();
    Notation<DraughtsPosition> n = Notation.forGame(game);
    DraughtsPosition p = n.readPosition("W:WK11:BK6,14,22").get();
    Move m = n.readMove(p, "11x18x27").get();
    assertEquals("11x18x27", n.writeMove(m));
    assertEquals("11x27", n.writeMoveCompact(p, m));
    assertEquals("B:WK27:BK6:white-moves=1", n.writePosition(p.playUnchecked(m)));
    MoveProblem refused = n.readMove(p, "11x2").getLeft();
    assertEquals("11x2 is not allowed: You must capture the most pieces (2 pieces, not 1 piece): play 11x18x27.",
        n.messages(Messages.ENGLISH).text(refused));
    PositionProblem invalid = n.readPosition("W:W21-28:B1-11,29").getLeft();
    assertEquals("The position is not valid: A man cannot stand on the row where it would be crowned (Black): 29.",
        n.messages(Messages.ENGLISH).text(invalid));
    assertEquals(game.start(), n.readPosition("W:W21-32:B1-12").get());

    DiamondsGame diamonds = DiamondsGame.instance();
    Notation<DiamondsPosition> dn = Notation.forGame(diamonds);
    GameRecord<DiamondsPosition> record = GameRecord.of(diamonds.start());
    for (String move : List.of("Ke1-e2", "Ke8-d7", "Ke2-e3")) {
      record = record.play(dn.readMove(record.current(), move).get()).get();
    }
    String text = dn.writeRecord(record, LinkedHashMap.of("White", "Ana", "Black", "Bob"));
    assertTrue(text.endsWith("1. Ke1-e2 Ke8-d7 2. Ke2-e3 *\n"), text);
    assertTrue(text.startsWith("[White \"Ana\"]\n[Black \"Bob\"]\n"), text);
    assertEquals(2, record.undo().get().ply());

    RecordReading<DiamondsPosition> reading = dn.readRecord("1. Ke1-e2 Ke8-d7 2. Ke2-e4 Kd7-d6 *").get();
    assertEquals(2, reading.moves().size());
    assertEquals("8/3k4/2****2/2****2/2****2/2****2/4K3/8 w 1 1 0 0", dn.writePosition(reading.position()));
    assertEquals("Move 3 (\"Ke2-e4\") cannot be played: Ke2-e4 is not allowed: e2-e4 is not a king step: a king "
        + "moves exactly one square, in any direction (KD-2).",
        dn.messages(Messages.ENGLISH).text(reading.error().get()));
  }

  // ------------------------------------------------------------------ 7. The testkit

  static class DiamondsConformanceTest extends GameConformanceTest<DiamondsPosition> {
    DiamondsConformanceTest() {
      super(new DiamondsGame());
    }
  }

  @Test
  void theTestkit() throws Throwable {
    List<String> names = new DiamondsConformanceTest().conformance().map(DynamicNode::getDisplayName)
        .collect(Collectors.toList());
    assertEquals("1 legal-moves", names.get(0));
    assertEquals("10 setup-validation", names.get(9));
    ((DynamicTest) new DiamondsConformanceTest().conformance().findFirst().get()).getExecutable().execute();

    DiamondsGame game = DiamondsGame.instance();
    Notation<DiamondsPosition> n = Notation.forGame(game);
    Conformance<DiamondsPosition> suite = Conformance.of(game)
        .withPlayouts(20)
        .withSeed(42L)
        .withMoveFormat(MoveFormat.of((position, move) -> n.writeMove(move), n::readMove))
        .withPositionFormat(PositionFormat.of(n::writePosition, n::readPosition));
    suite.check(ConformanceProperty.ROUND_TRIPS);
    suite.check(ConformanceProperty.PERFT);
  }

  // ------------------------------------------------------------------ 8. Reusing the capture priorities

  @Test
  void reusingTheCapturePriorities() {
    Seq<Capture> possible = Array.of(
        Capture.of(3, true, 1, 3),                            // a king takes 3 pieces, kings at jumps 1 and 3
        Capture.of(3, true, 1, 2));                           // a king takes 3 pieces, kings at jumps 1 and 2
    assertEquals(Array.of(possible.get(1)), CapturePriority.ITALIAN.mustPlay(possible));
    assertEquals(Option.some("ID-10.4"),
        CapturePriority.ITALIAN.whyNot(possible.head(), possible).map(r -> r.criterion().ruleId()));
    CapturePriority mostPieces = CapturePriority.of(Criterion.MOST_PIECES);   // international, Russian draughts
    assertEquals(2, mostPieces.mustPlay(possible).size());

    ItalianDraughts game = new ItalianDraughts();
    Notation<DraughtsPosition> n = Notation.forGame(game);
    DraughtsPosition p = n.readPosition("W:WK30:BK26,K27,K18,20,10,K12").get();
    assertEquals(List.of("30x21x14x5", "30x23x16x7"), p.allCaptures().map(n::writeMove).toJavaList());
    assertEquals(List.of("30x21x14x5"), p.legalMoves().map(n::writeMove).toJavaList());
    Move other = p.allCaptures().last();                      // 30x23x16x7
    assertEquals("30x23x16x7", n.writeMove(other));
    assertEquals(Capture.of(3, true, 1, 3), p.describe(other).get());
    Ruling<Move> ruling = p.ruling(other).get();
    assertEquals("ID-10.4", ruling.criterion().ruleId());
    assertEquals(List.of("30x21x14x5"), ruling.instead().map(n::writeMove).toJavaList());
    Seq<Move> free = CapturePriority.FREE_CHOICE.mustPlay(p.allCaptures(), c -> p.describe(c).get());
    assertEquals(2, free.size());
  }

  // ------------------------------------------------------------------ 9. Draughts rules as data

  @Test
  void draughtsRulesAsData() {
    io.github.tabla.games.draughts.DraughtsRules mine = io.github.tabla.games.draughts.DraughtsRules.ITALIAN
        .toBuilder().id("italian-back-capture").name("Italian draughts, men capture backwards")
        .manCaptures(io.github.tabla.games.draughts.DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD)
        .build();
    io.github.tabla.games.draughts.DraughtsVariant game = io.github.tabla.games.draughts.DraughtsVariant.of(mine);
    Notation<io.github.tabla.games.draughts.VariantPosition> n = Notation.forGame(game);
    io.github.tabla.games.draughts.VariantPosition p = n.readPosition("W:W22:B26").get();
    assertEquals(List.of("22x29"), p.legalMoves().map(n::writeMove).toJavaList());
    io.github.tabla.testkit.Conformance.of(game).withPlayouts(10).checkAll();

    io.github.tabla.games.draughts.DraughtsVariant international =
        io.github.tabla.games.draughts.DraughtsVariant.of(io.github.tabla.games.draughts.DraughtsRules.INTERNATIONAL);
    assertEquals(81L, international.start().perft(2));
    assertEquals(Square.A1, international.square("46"));
  }
}
