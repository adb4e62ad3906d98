package io.github.tabla.notation.position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.SyntaxError;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import io.github.tabla.notation.fixture.Specs;
import io.vavr.collection.Array;
import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Position text: the draughts PDN FEN and the chess-board FEN-like text. */
class PositionTextTest {
  private static final NotationSpec DRAUGHTS = Specs.DRAUGHTS;
  private static final NotationSpec KNIGHTS = Specs.KNIGHTS;

  private static final MiniDiamonds MINI = new MiniDiamonds();

  private static Map<Integer, Piece> pieces(Setup s) {
    return HashMap.ofEntries(s.placements().map(p ->
        io.vavr.Tuple.of(SquareNaming.draughtsNumber(p.square()).get(), p.piece())));
  }

  private static Setup draughts(String text) {
    return PositionText.read(DRAUGHTS, text).get();
  }

  private static SyntaxError draughtsError(String text) {
    return PositionText.read(DRAUGHTS, text).getLeft();
  }

  @Test
  void id3_theStartPositionReadsAndWritesCanonically() {
    Setup s = draughts("W:W21-32:B1-12");
    assertEquals(24, s.placements().size());
    assertEquals(Side.WHITE, s.turn());
    for (int n = 1; n <= 32; n++) {
      Option<Piece> expected = n <= 12 ? Option.some(Piece.of(Side.BLACK, Role.MAN))
          : n >= 21 ? Option.some(Piece.of(Side.WHITE, Role.MAN)) : Option.none();
      assertEquals(expected, s.pieceAt(SquareNaming.draughtsSquare(n).get()), "square " + n);
    }
    assertEquals("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
        PositionText.write(DRAUGHTS, s));
    assertEquals(s.placements().toSet(),
        draughts("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12").placements().toSet());
  }

  @Test
  void id2_theNumbersNameTheSquaresOfTheRules() {
    // ID-2: 1 = a8, 2 = c8, 3 = e8, 4 = g8, 5 = b7, 6 = d7, 7 = f7, 8 = h7, 9 = a6 ... 21 = b3, 22 = d3,
    // 23 = f3, 24 = h3, 25 = a2, 26 = c2, 27 = e2, 28 = g2, 29 = b1, 30 = d1, 31 = f1, 32 = h1
    Setup s = draughts("W:W1-9,21-32:B");
    assertEquals(SquareSet.of(Square.A8, Square.C8, Square.E8, Square.G8, Square.B7, Square.D7, Square.F7,
        Square.H7, Square.A6, Square.B3, Square.D3, Square.F3, Square.H3, Square.A2, Square.C2, Square.E2,
        Square.G2, Square.B1, Square.D1, Square.F1, Square.H1), s.occupied());
  }

  @Test
  void id3_everyFieldTakesItsDefaultWhenLeftOut() {
    Setup s = draughts("W:W21-32:B1-12");
    assertEquals(Array.of("no-progress-plies", "white-moves", "black-moves"), s.fields().keySet().toArray());
    assertTrue(s.fields().values().forAll("0"::equals));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "W:WK11:BK6,14,22 | W:WK11:BK6,14,22",
    "W:W27,K28:B2,23 | W:W27,K28:B2,23",
    "W:WK9,K19,27:B1,K13,14,15,K21,K28 | W:WK9,K19,27:B1,K13,14,15,K21,K28",
    "W:WK2,K12:B6,K7 | W:WK2,K12:B6,K7",
    "W:WK10,14:BK6,13 | W:WK10,14:BK6,13",
    "W:W23:BK11,19,K29 | W:W23:BK11,19,K29",
    "W:WK30:BK26,K27,K18,20,10,K12 | W:WK30:B10,K12,K18,20,K26,K27"})
  void id10_everyPriorityExamplePositionReads(String text, String canonical) {
    Setup s = draughts(text);
    // one piece per listed number: the commas plus one per list
    int listed = text.split(",").length + 1;
    assertEquals(listed, s.placements().size());
    assertEquals(canonical, PositionText.write(DRAUGHTS, s));
    assertEquals(Side.WHITE, s.turn());
  }

  @Test
  void id10_theExampleWithKingsHasTheRightPieces() {
    // ID-10: White king 30, Black kings 26, 27, 18, 12, men 20, 10
    Map<Integer, Piece> p = pieces(draughts("W:WK30:BK26,K27,K18,20,10,K12"));
    Piece whiteKing = Piece.of(Side.WHITE, Role.KING);
    Piece blackKing = Piece.of(Side.BLACK, Role.KING);
    Piece blackMan = Piece.of(Side.BLACK, Role.MAN);
    assertEquals(HashMap.of(30, whiteKing, 26, blackKing, 27, blackKing, 18, blackKing, 12, blackKing)
        .put(20, blackMan).put(10, blackMan), p);
  }

  @Test
  void theListsMayComeInEitherOrderAndRangesMayHoldKings() {
    Setup s = draughts("B:BK1-4,9:W30");
    assertEquals(Side.BLACK, s.turn());
    assertEquals("B:W30:BK1,K2,K3,K4,9", PositionText.write(DRAUGHTS, s));
  }

  @Test
  void id13_theNoProgressCounterIsTheHField() {
    Setup s = draughts("W:W21-32:B1-12:H17");
    assertEquals(Option.some("17"), s.field("no-progress-plies"));
    assertEquals("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12:H17",
        PositionText.write(DRAUGHTS, s));
    Setup all = draughts("B:W18:B5:H12:white-moves=30:black-moves=29");
    assertEquals(Array.of("12", "30", "29"), all.fields().values().toArray());
    assertEquals("B:W18:B5:H12:white-moves=30:black-moves=29", PositionText.write(DRAUGHTS, all));
    assertEquals(all.fields(), draughts("B:W18:B5:black-moves=29:no-progress-plies=12:white-moves=30").fields());
  }

  @Test
  void draughtsErrorsSayWhatAndWhere() {
    SyntaxError number = draughtsError("W:W21-33:B1-12");
    assertEquals(DraughtsFen.NUMBER, number.code());
    assertEquals(6, number.column());
    assertEquals("33", number.found());
    assertEquals(DraughtsFen.TURN, draughtsError("X:W21:B1").code());
    assertEquals(DraughtsFen.COLON, draughtsError("W:W21").code());
    assertEquals(5, draughtsError("W:W21").column());
    assertEquals(DraughtsFen.REPEATED, draughtsError("W:W21:W22").code());
    assertEquals(DraughtsFen.SIDE, draughtsError("W:X21:B1").code());
    assertEquals(DraughtsFen.RANGE, draughtsError("W:W32-21:B1").code());
    assertEquals(DraughtsFen.LIST, draughtsError("W:W21;22:B1").code());
    assertEquals(DraughtsFen.FIELD, draughtsError("W:W21:B1:Q7").code());
    assertEquals(DraughtsFen.UNKNOWN_FIELD, draughtsError("W:W21:B1:moves=7").code());
    assertEquals(DraughtsFen.REPEATED, draughtsError("W:W21:B1:H1:H2").code());
    assertEquals(PositionText.EMPTY, draughtsError(" ").code());
    assertEquals(DraughtsFen.NUMBER, draughtsError("W:W21, 22:B1").code());
    assertEquals(6, draughtsError("W:W21, 22:B1").column());
  }

  @Test
  void twoPiecesOnOneSquareAreLeftToTheGame() {
    // the syntax is fine; the game's validation reports the square twice
    assertEquals(2, draughts("W:W21:B21").placements().size());
  }

  @Test
  void miniDiamondsStartWritesAsDocumented() {
    MiniPosition start = MINI.start();
    String text = PositionText.write(start);
    assertEquals("8/8/8/8/3k4/1**5/1**5/K7 w 0 0 0 0", text);
    assertEquals(start, PositionText.parse(MINI, text).get());
  }

  @Test
  void kn1_theKnightsStartReadsAsDocumented() {
    Setup s = PositionText.read(KNIGHTS, "r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w e8 e1 0 0").get();
    assertEquals(30, s.placements().size());
    assertEquals(Option.some(Piece.of(Side.WHITE, Role.KNIGHT)), s.pieceAt(Square.E8));
    assertEquals(Option.some(Piece.of(Side.BLACK, Role.KNIGHT)), s.pieceAt(Square.E1));
    assertEquals(Option.none(), s.pieceAt(Square.B1));
    assertEquals(Option.some("e8"), s.field("white-knight"));
    assertEquals("r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR w e8 e1 0 0", PositionText.write(KNIGHTS, s));
    // missing trailing fields take their defaults
    Setup bare = PositionText.read(KNIGHTS, "r1bqNbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQnBNR   b").get();
    assertEquals(Array.of("-", "-", "0", "0"), bare.fields().values().toArray());
    assertEquals(Side.BLACK, bare.turn());
  }

  @Test
  void boardTextsCarryItemsAndFields() {
    Setup s = PositionText.read(MINI.notation(), "8/8/8/8/3k4/1*6/2*5/K7 b 3 2 1 1").get();
    assertEquals(SquareSet.of(Square.B3, Square.C2), s.items());
    assertEquals(Side.BLACK, s.turn());
    assertEquals(Array.of(Placement.of(Square.D4, Piece.of(Side.BLACK, Role.KING)),
        Placement.of(Square.A1, Piece.of(Side.WHITE, Role.KING))), s.placements());
    assertEquals(Array.of("3", "2", "1", "1"), s.fields().values().toArray());
  }

  @Test
  void boardErrorsSayWhatAndWhere() {
    NotationSpec spec = MINI.notation();
    SyntaxError rank = PositionText.read(spec, "8/8/8/8/3k3/1**5/1**5/K7 w").getLeft();
    assertEquals(BoardFen.RANK_LENGTH, rank.code());
    assertEquals(11, rank.column());
    SyntaxError nine = PositionText.read(spec, "9/8/8/8/3k4/1**5/1**5/K7 w").getLeft();
    assertEquals(BoardFen.SQUARE, nine.code());
    assertEquals(0, nine.column());
    SyntaxError letter = PositionText.read(spec, "8/8/8/8/3x4/1**5/1**5/K7 w").getLeft();
    assertEquals(BoardFen.SQUARE, letter.code());
    assertEquals(9, letter.column());
    assertEquals("x", letter.found());
    assertEquals(BoardFen.RANKS, PositionText.read(spec, "8/8/8/8/3k4/1**5/1**5 w").getLeft().code());
    assertEquals(BoardFen.RANKS, PositionText.read(spec, "8/8/8/8/3k4/1**5/1**5/K7/8 w").getLeft().code());
    assertEquals(BoardFen.SPACE, PositionText.read(spec, "8/8/8/8/3k4/1**5/1**5/K7").getLeft().code());
    assertEquals(BoardFen.TURN, PositionText.read(spec, "8/8/8/8/3k4/1**5/1**5/K7 W").getLeft().code());
    assertEquals(BoardFen.EXTRA, PositionText.read(spec, "8/8/8/8/3k4/1**5/1**5/K7 w 0 0 0 0 0").getLeft().code());
    assertEquals(BoardFen.SQUARE, PositionText.read(KNIGHTS, "8/8/8/8/3k4/1**5/1**5/K7 w").getLeft().code());
  }

  @Test
  void aReadableButInvalidPositionBringsEveryProblemOfTheGame() {
    // kings next to each other and a diamond under a king: two problems at once
    PositionProblem p = PositionText.parse(MINI, "8/8/8/8/8/8/1k6/K7 w 0 0 0 0").getLeft();
    PositionProblem.Invalid invalid = assertInstanceOf(PositionProblem.Invalid.class, p);
    assertEquals(Array.of("mini.setup.kings-adjacent"), invalid.problems().map(x -> x.code()));
    PositionProblem two = PositionText.parse(MINI, "8/8/8/8/8/8/1k6/K7 w 9 0 0 0").getLeft();
    assertEquals(2, assertInstanceOf(PositionProblem.Invalid.class, two).problems().size());
    assertInstanceOf(PositionProblem.Unreadable.class, PositionText.parse(MINI, "8/8 w").getLeft());
  }
}
