package io.github.tabla.games.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.BoardShape;
import io.github.tabla.core.Move;
import io.github.tabla.core.MoveRejection;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.match.MatchFormat;
import io.github.tabla.games.draughts.variants.StartPerftTestAccess;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** The variants as games: starts, square names, moves, rejections and the published start counts. */
class VariantGameTest {
  private static final DraughtsVariant ENGLISH = DraughtsVariant.of(DraughtsRules.ENGLISH);
  private static final DraughtsVariant RUSSIAN = DraughtsVariant.of(DraughtsRules.RUSSIAN);
  private static final DraughtsVariant SPANISH = DraughtsVariant.of(DraughtsRules.SPANISH);
  private static final DraughtsVariant INTERNATIONAL = DraughtsVariant.of(DraughtsRules.INTERNATIONAL);
  /** Every built-in variant's rules. */
  private static final List<DraughtsRules> BUILT_IN = List.of(DraughtsRules.ENGLISH, DraughtsRules.POOL,
      DraughtsRules.RUSSIAN, DraughtsRules.BRAZILIAN, DraughtsRules.CZECH, DraughtsRules.SPANISH,
      DraughtsRules.PORTUGUESE, DraughtsRules.ITALIAN, DraughtsRules.THAI, DraughtsRules.INTERNATIONAL,
      DraughtsRules.FRISIAN, DraughtsRules.TURKISH, DraughtsRules.CANADIAN);

  @TestFactory
  Stream<DynamicTest> theStartsGiveThePublishedCountsOfTheirMoveIdentity() throws Exception {
    Map<String, long[]> counts = StartPerftTestAccess.counts(1_000_000L);
    return BUILT_IN.stream()
        .map(rules -> DynamicTest.dynamicTest(rules.id(), () -> {
          String table = StartPerftTestAccess.table(rules,
              rules.moveIdentity() == DraughtsRules.MoveIdentity.DISTINCT);
          long[] expected = counts.get(table);
          assertTrue(expected != null && expected.length > 5, table);
          VariantPosition start = DraughtsVariant.of(rules).start();
          for (int depth = 1; depth < expected.length; depth++) {
            assertEquals(expected[depth], start.perft(depth), table + " depth " + depth);
          }
        }));
  }

  @TestFactory
  Stream<DynamicTest> theKernelsMovesMadeOneByOneCountAsTheBulkCount() {
    return Stream.of(DraughtsRules.ENGLISH, DraughtsRules.POOL, DraughtsRules.RUSSIAN, DraughtsRules.BRAZILIAN,
            DraughtsRules.CZECH, DraughtsRules.SPANISH, DraughtsRules.ITALIAN, DraughtsRules.THAI, DraughtsRules.INTERNATIONAL,
            DraughtsRules.FRISIAN, DraughtsRules.TURKISH, DraughtsRules.CANADIAN)
        .map(rules -> DynamicTest.dynamicTest(rules.id(), () -> {
          DraughtsVariant game = DraughtsVariant.of(rules);
          io.github.tabla.core.kernel.Kernel kernel = game.kernel().get().kernel();
          // a middle game with kings: the start and eight plies of the first moves
          VariantPosition p = game.start();
          for (int i = 0; i < 8 && !p.isOver(); i++) {
            p = p.playUnchecked(p.legalMoves().get(i % p.legalMoves().size()));
          }
          int depth = 4;
          long[] stack = new long[kernel.stateWords() * (depth + 1)];
          game.kernel().get().write(p, stack, 0);
          long oneByOne = oneByOne(kernel, stack, 0, depth);
          assertEquals(p.perft(depth), oneByOne, p.toString());
          assertTrue(oneByOne > 0);
        }));
  }

  // a perft that makes every move, as the search does
  private static long oneByOne(io.github.tabla.core.kernel.Kernel kernel, long[] stack, int at, int depth) {
    if (depth == 0) {
      return 1L;
    }
    long[] moves = new long[kernel.maxMoves()];
    int n = kernel.moves(stack, at, moves, 0);
    long leaves = 0L;
    int next = at + kernel.stateWords();
    for (int i = 0; i < n; i++) {
      kernel.make(stack, at, moves[i], stack, next);
      assertEquals(kernel.keyFromScratch(stack, next), kernel.key(stack, next));
      leaves += oneByOne(kernel, stack, next, depth - 1);
    }
    return leaves;
  }

  @TestFactory
  Stream<DynamicTest> thePublishedStartPositionsReadAsTheStartsAndWriteBack() throws Exception {
    Map<String, String> positions = StartPerftTestAccess.positions();
    return Stream.of(DraughtsRules.ENGLISH, DraughtsRules.POOL, DraughtsRules.RUSSIAN, DraughtsRules.BRAZILIAN,
            DraughtsRules.CZECH, DraughtsRules.SPANISH, DraughtsRules.PORTUGUESE, DraughtsRules.ITALIAN, DraughtsRules.THAI,
            DraughtsRules.INTERNATIONAL, DraughtsRules.FRISIAN, DraughtsRules.TURKISH, DraughtsRules.CANADIAN)
        .map(rules -> DynamicTest.dynamicTest(rules.id(), () -> {
          DraughtsVariant game = DraughtsVariant.of(rules);
          String fen = positions.get(StartPerftTestAccess.table(rules, false));
          Setup setup = io.github.tabla.notation.position.PositionText.read(game.notation(), fen).get();
          assertEquals(game.start(), game.fromSetup(setup).get(), fen);
          assertEquals(fen, io.github.tabla.notation.position.PositionText.write(game.notation(),
              game.start().toSetup().withField(DraughtsVariant.WHITE_MOVES_FIELD, "0")), fen);
        }));
  }

  @Test
  void everyVariantIsASingleGameThatADrawByAgreementMayEnd() {
    // M-5 (Decision): the variants are played as Italian draughts is, a user's own too
    DraughtsRules own = DraughtsRules.ITALIAN.toBuilder().id("italian-back-capture")
        .name("Italian draughts, men capture backwards").manCaptures(DraughtsRules.ManCaptures.FORWARD_AND_BACKWARD)
        .build();
    for (DraughtsRules rules : Stream.concat(BUILT_IN.stream(), Stream.of(own)).toList()) {
      DraughtsVariant game = DraughtsVariant.of(rules);
      assertEquals(MatchFormat.SINGLE_GAME, game.matchFormat(), rules.id());
      assertTrue(game.drawByAgreement(), rules.id());
    }
  }

  @Test
  void aPriorityByWorthOfTheUsersOwnRefusesTheCheaperCapture() {
    DraughtsVariant byValue = DraughtsVariant.of(DraughtsRules.BRAZILIAN.toBuilder().id("brazilian-by-value")
        .name("Brazilian, by value").rulePrefix("XV").capturePriority(
            io.github.tabla.games.draughts.capture.CapturePriority.of(
                io.github.tabla.games.draughts.capture.Criterion.mostValue("XV-10.1", 10, 19))).build());
    // a3 takes a man on b4, e3 a king on f4: one piece each, but the king is worth more
    VariantPosition p = VariantPositions.position(byValue, "W:Wa3,e3:Bb4,Kf4");
    assertEquals(io.vavr.collection.List.of("e3xg5"), VariantPositions.moves(p).toList());
    var why = p.moveFor(Square.A3, Square.C5).getLeft();
    assertEquals("draughts.capture.priority.most-value", why.code());
    assertEquals("XV-10.1", why.ruleId());
    String text = io.github.tabla.core.Messages.of(byValue, java.util.Locale.ENGLISH).text(why);
    assertTrue(text.contains("worth the most") && text.contains("19") && text.contains("10"), text);
    // by the number of pieces both may be played
    assertEquals(2, VariantPositions.position(DraughtsVariant.of(DraughtsRules.BRAZILIAN), "W:Wa3,e3:Bb4,Kf4")
        .legalMoves().size());
  }

  @Test
  void russianPositionsNameTheirSquaresInCoordinates() {
    Setup read = io.github.tabla.notation.position.PositionText.read(RUSSIAN.notation(), "B:Wc3,Kh2:Ba7").get();
    VariantPosition p = RUSSIAN.fromSetup(read.withField(DraughtsVariant.WHITE_MOVES_FIELD, "1")).get();
    assertEquals(Piece.of(Side.WHITE, Role.KING), p.pieceAt(Square.H2).get());
    assertEquals("B:Wc3,Kh2:Ba7:white-moves=1", io.github.tabla.notation.position.PositionText.write(
        RUSSIAN.notation(), p.toSetup()));
    var bad = io.github.tabla.notation.position.PositionText.read(RUSSIAN.notation(), "W:Wc3,k3:Ba7").getLeft();
    assertEquals("notation.fen.syntax.square", bad.code());
    assertEquals("k3", bad.found());
    assertEquals("a playing square from a1 to h8", bad.expected());
    // a light square is a square of the board: the game refuses it (RU-1)
    Setup light = io.github.tabla.notation.position.PositionText.read(RUSSIAN.notation(), "W:Wc3,b3:Ba7").get();
    var problem = RUSSIAN.fromSetup(light).getError().head();
    assertEquals("draughts.setup.light-square", problem.code());
    assertEquals("RU-1", problem.ruleId());
  }

  @Test
  void eachVariantNamesItsSquaresItsOwnWay() {
    assertEquals(SquareNaming.numbered(BoardShape.EIGHT_BY_EIGHT, Side.BLACK, true), ENGLISH.notation().squares());
    assertEquals(Square.B8, ENGLISH.square("1"));
    assertEquals(SquareNaming.coordinates(BoardShape.EIGHT_BY_EIGHT), RUSSIAN.notation().squares());
    assertEquals(Square.H1, SPANISH.square("1"));
    assertEquals(BoardShape.of(10, 10).parse("a1").get(), INTERNATIONAL.square("46"));
  }

  @Test
  void theStartsHaveTheirMenAndFirstMover() {
    VariantPosition english = ENGLISH.start();
    assertEquals(Side.BLACK, english.sideToMove());
    assertEquals(Piece.of(Side.BLACK, Role.MAN), english.pieceAt(ENGLISH.square("12")).get());
    assertEquals(Piece.of(Side.WHITE, Role.MAN), english.pieceAt(ENGLISH.square("21")).get());
    assertTrue(english.pieceAt(ENGLISH.square("13")).isEmpty());
    assertEquals(7, english.legalMoves().size());
    VariantPosition international = INTERNATIONAL.start();
    assertEquals(Side.WHITE, international.sideToMove());
    assertEquals("20-20", international.score().toString());
    assertEquals(9, international.legalMoves().size());
    assertEquals("31-26", text(INTERNATIONAL, international.legalMoves().head()));
  }

  private static String text(DraughtsVariant game, Move m) {
    return m.path().map(s -> game.notation().squares().name(s).get()).mkString(m.isCapture() ? "x" : "-");
  }

  @Test
  void aRussianManCrownedInACaptureGoesOnAsAFlyingKing() {
    // b6xd8 crowns the man; as a king it goes on over f6, landing on g5 or h4 (a man could not reach f6)
    Setup setup = Setup.empty(Side.WHITE)
        .withPiece(Square.B6, Piece.of(Side.WHITE, Role.MAN))
        .withPiece(Square.C7, Piece.of(Side.BLACK, Role.MAN))
        .withPiece(Square.F6, Piece.of(Side.BLACK, Role.MAN));
    VariantPosition p = RUSSIAN.fromSetup(setup).get();
    assertEquals(Array.of("b6xd8xg5", "b6xd8xh4"), p.legalMoves().map(m -> text(RUSSIAN, m)));
    Move.PieceMove m = (Move.PieceMove) p.legalMoves().head();
    assertEquals(Array.of(Square.C7, Square.F6), m.captured());
    assertTrue(m.promotion().isDefined());
    VariantPosition after = p.playUnchecked(m);
    assertEquals(Piece.of(Side.WHITE, Role.KING), after.pieceAt(Square.G5).get());
    assertTrue(after.outcome().get().winner().contains(Side.WHITE));
  }

  @Test
  void refusalsNameTheVariantsRules() {
    VariantPosition start = ENGLISH.start();
    MoveRejection light = start.moveFor(Array.of(Square.A8, Square.B7)).getLeft();
    assertEquals("draughts.light-square", light.code());
    assertEquals("EN-1", light.ruleId());
    MoveRejection notYours = start.moveFor(ENGLISH.square("21"), ENGLISH.square("17")).getLeft();
    assertInstanceOf(MoveRejection.NotYourPiece.class, notYours);
    MoveRejection backwards = start.moveFor(ENGLISH.square("9"), ENGLISH.square("5")).getLeft();
    assertEquals("draughts.variant.no-such-move", backwards.code());
    assertEquals("EN-5", backwards.ruleId());
    MoveRejection off = start.moveFor(Square.A1, BoardShape.of(10, 10).parse("j10").get()).getLeft();
    assertInstanceOf(MoveRejection.OffBoard.class, off);
  }

  @Test
  void capturingIsCompulsoryAndThePriorityIsTheVariantsOwn() {
    // International: the capture of two pieces must be played, not the capture of one (IN priority)
    DraughtsVariant game = INTERNATIONAL;
    Setup setup = Setup.empty(Side.WHITE)
        .withPiece(game.square("32"), Piece.of(Side.WHITE, Role.MAN))
        .withPiece(game.square("28"), Piece.of(Side.BLACK, Role.MAN))
        .withPiece(game.square("27"), Piece.of(Side.BLACK, Role.MAN))
        .withPiece(game.square("18"), Piece.of(Side.BLACK, Role.MAN))
        .withPiece(game.square("5"), Piece.of(Side.BLACK, Role.MAN));
    VariantPosition p = game.fromSetup(setup).get();
    assertEquals(Array.of("32x23x12"), p.legalMoves().map(m -> text(game, m)));
    MoveRejection fewer = p.moveFor(game.square("32"), game.square("21")).getLeft();
    assertEquals("draughts.capture.priority.most-pieces", fewer.code());
    assertEquals("IN-10", fewer.ruleId().substring(0, 5));
    MoveRejection step = p.moveFor(game.square("32"), game.square("29")).getLeft();
    assertNotEquals("", step.code());
  }

  @Test
  void theNoProgressRuleDrawsAndAVariantWithoutOneCountsNothing() {
    DraughtsVariant czech = DraughtsVariant.of(DraughtsRules.CZECH);
    assertTrue(czech.notation().fields().forAll(f -> !f.name().equals(DraughtsVariant.NO_PROGRESS_FIELD)));
    Setup kings = Setup.empty(Side.WHITE)
        .withPiece(Square.A1, Piece.of(Side.WHITE, Role.KING))
        .withPiece(Square.H8, Piece.of(Side.BLACK, Role.KING));
    Seq<io.github.tabla.core.SetupProblem> none = czech.fromSetup(kings).isValid() ? null : czech.fromSetup(kings).getError();
    assertEquals(null, none);
    VariantPosition p = czech.fromSetup(kings).get();
    VariantPosition after = p.playUnchecked(p.legalMoves().head());
    assertEquals(0, after.noProgressPlies());
    Setup almost = Setup.empty(Side.WHITE)
        .withPiece(ENGLISH.square("29"), Piece.of(Side.WHITE, Role.KING))
        .withPiece(ENGLISH.square("4"), Piece.of(Side.BLACK, Role.KING))
        .withField(DraughtsVariant.NO_PROGRESS_FIELD, "79")
        .withField(DraughtsVariant.WHITE_MOVES_FIELD, "39")
        .withField(DraughtsVariant.BLACK_MOVES_FIELD, "40");
    VariantPosition q = ENGLISH.fromSetup(almost).get();
    assertTrue(q.outcome().isEmpty());
    VariantPosition drawn = q.playUnchecked(q.legalMoves().head());
    assertTrue(drawn.outcome().get().isDraw());
    assertEquals("draughts.variant.end.no-progress", drawn.outcome().get().termination().code());
    assertEquals("EN-13", drawn.outcome().get().termination().ruleId());
  }

  @Test
  void whereTakenPiecesLeaveAtOnceAKingCrossingTheirSquaresTakesEachPieceOnce() {
    DraughtsVariant atOnce = DraughtsVariant.of(DraughtsRules.SPANISH.toBuilder().id("spanish-at-once")
        .removal(DraughtsRules.Removal.AT_ONCE).build());
    VariantPosition p = VariantPositions.position(atOnce, "W:WK1:B14,27,26,11");
    assertEquals(Array.of("1x23x30x21x4", "1x23x30x21x7"), VariantPositions.moves(p));
    for (Move m : p.legalMoves()) {
      assertEquals(Array.of(atOnce.square("14"), atOnce.square("27"), atOnce.square("26"), atOnce.square("11")),
          m.captured(), VariantPositions.text(atOnce, m));
      assertTrue(p.playUnchecked(m).outcome().get().winner().contains(Side.WHITE));
    }
  }
}
