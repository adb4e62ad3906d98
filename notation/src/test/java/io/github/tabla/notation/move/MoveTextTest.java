package io.github.tabla.notation.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Role;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SyntaxError;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The syntax layer of move text: every example of the rules and the seeds, and the errors. */
class MoveTextTest {

  private static Array<Square> numbers(int... n) {
    Array<Square> squares = Array.empty();
    for (int i : n) {
      squares = squares.append(SquareNaming.draughtsSquare(i).get());
    }
    return squares;
  }

  private static MoveText draughts(String text) {
    return MoveText.parse(text, SquareNaming.DRAUGHTS).get();
  }

  private static MoveText chess(String text) {
    return MoveText.parse(text, SquareNaming.CHESS).get();
  }

  private static SyntaxError error(String text, SquareNaming naming) {
    return MoveText.parse(text, naming).getLeft();
  }

  @Test
  void id4_aStepIsOriginDashDestination() {
    // ID-4 and the Hebrew seed: "22-19"
    assertEquals(new MoveText.DraughtsPath(numbers(22, 19), false), draughts("22-19"));
    assertEquals(Array.of(Square.D3, Square.E4), draughts("22-19").squares());
  }

  @Test
  void id4_aCaptureListsEveryLandingSquare() {
    // ID-4 and the Hebrew seed: "29x22x15x6"
    MoveText t = draughts("29x22x15x6");
    assertEquals(new MoveText.DraughtsPath(numbers(29, 22, 15, 6), true), t);
    assertEquals(Array.of(29, 22, 15, 6), ((MoveText.DraughtsPath) t).numbers());
    assertEquals("29x22x15x6", t.text());
  }

  @Test
  void id4_theShortCaptureNamesOnlyTheEnds() {
    assertEquals(new MoveText.DraughtsPath(numbers(29, 6), true), draughts("29x6"));
  }

  @ParameterizedTest
  @CsvSource({
    "11x18x27, 11 18 27", "11x2, 11 2", "28x19, 28 19", "27x20, 27 20", "19x10x17x26, 19 10 17 26",
    "9x18x11x20, 9 18 11 20", "12x3x10, 12 3 10", "2x11x4, 2 11 4", "10x3, 10 3", "10x17, 10 17",
    "23x14, 23 14", "23x14x7, 23 14 7", "30x21x14x5, 30 21 14 5", "30x23x16x7, 30 23 16 7"})
  void id10_everyPriorityExampleMoveReads(String text, String squares) {
    int[] n = Array.of(squares.split(" ")).map(Integer::parseInt).toJavaStream().mapToInt(i -> i).toArray();
    MoveText t = draughts(text);
    assertEquals(new MoveText.DraughtsPath(numbers(n), true), t);
    assertEquals(text, t.text());
  }

  @Test
  void issue_longAlgebraicWithAndWithoutTheLetter() {
    assertEquals(new MoveText.LongAlgebraic(Option.some(PieceLetter.of(Role.KING)), Array.of(Square.E1, Square.E2), false),
        chess("Ke1-e2"));
    assertEquals(new MoveText.LongAlgebraic(Option.some(PieceLetter.of(Role.KNIGHT)), Array.of(Square.E8, Square.C7), true),
        chess("Ne8xc7"));
    assertEquals(new MoveText.LongAlgebraic(Option.some(PieceLetter.of(Role.QUEEN)), Array.of(Square.D1, Square.D4), false),
        chess("Qd1-d4"));
    assertEquals(new MoveText.LongAlgebraic(Option.some(PieceLetter.of(Role.ROOK)), Array.of(Square.B1, Square.B8), true),
        chess("Rb1xb8"));
    assertEquals(new MoveText.LongAlgebraic(Option.none(), Array.of(Square.E1, Square.E2), false), chess("e1-e2"));
  }

  @Test
  void issue_shortAlgebraic() {
    assertEquals(new MoveText.ShortAlgebraic(Option.some(PieceLetter.of(Role.KING)), Option.none(), Option.none(), Square.E2, false),
        chess("Ke2"));
    assertEquals(new MoveText.ShortAlgebraic(Option.some(PieceLetter.of(Role.KNIGHT)), Option.none(), Option.none(), Square.C7, true),
        chess("Nxc7"));
    assertEquals(new MoveText.ShortAlgebraic(Option.some(PieceLetter.of(Role.QUEEN)), Option.none(), Option.none(), Square.D4, false),
        chess("Qd4"));
    assertEquals(new MoveText.ShortAlgebraic(Option.some(PieceLetter.of(Role.ROOK)), Option.some(1), Option.none(), Square.D1, false),
        chess("Rbd1"));
    assertEquals(new MoveText.ShortAlgebraic(Option.some(PieceLetter.of(Role.ROOK)), Option.none(), Option.some(0), Square.D1, true),
        chess("R1xd1"));
    assertEquals(new MoveText.ShortAlgebraic(Option.none(), Option.none(), Option.none(), Square.E2, false),
        chess("e2"));
  }

  @Test
  void aWholeOriginWithoutSeparatorIsALongMove() {
    assertEquals(new MoveText.LongAlgebraic(Option.some(PieceLetter.of(Role.ROOK)), Array.of(Square.B1, Square.D1), false),
        chess("Rb1d1"));
    assertEquals("Rb1-d1", chess("Rb1d1").text());
  }

  @Test
  void kd9_kn8_qb8_thePassIsTwoDashes() {
    assertEquals(new MoveText.Pass(), chess("--"));
    assertEquals(new MoveText.Pass(), draughts(" -- "));
    assertEquals(new MoveText.Pass(), MoveText.parse("--").get());
  }

  @ParameterizedTest
  @ValueSource(strings = {"Kd1", "Kf1", "Kd2", "Ke2", "Kf2"})
  void kd2_theStepsFromE1ReadInBothForms(String shortForm) {
    // KD-2: from e1 the legal steps are d1, f1, d2, e2, f2
    Square to = Square.parse(shortForm.substring(1)).get();
    assertEquals(to, chess(shortForm).to().get());
    assertEquals(Array.of(Square.E1, to), chess("Ke1-" + to).squares());
  }

  @ParameterizedTest
  @ValueSource(strings = {"d3", "e3", "f3", "d4", "f4", "d5", "e5", "f5"})
  void kd2_theStepsFromE4ReadInBothForms(String to) {
    // KD-2: from e4 (kings far apart) the steps are d3, e3, f3, d4, f4, d5, e5, f5; KD-3 forbids d5, e5,
    // f5 when the black king stands on e6, which only a position can tell
    Square square = Square.parse(to).get();
    assertEquals(Array.of(Square.E4, square), chess("Ke4-" + to).squares());
    assertEquals(square, chess("K" + to).to().get());
  }

  @ParameterizedTest
  @CsvSource({"Ne8-d6, false", "Ne8-f6, false", "Ne8xc7, true", "Ne8xg7, true"})
  void kn3_theJumpsFromE8(String text, boolean capture) {
    // KN-3: from e8 the jumps are d6, f6, c7 and g7; c7 and g7 hold black pawns
    assertEquals(capture, chess(text).capture());
    assertEquals(Option.some(Role.KNIGHT), chess(text).role());
  }

  @Test
  void qb_theBoardSquaresOfTheButtonsGameRead() {
    // QB-1: rook b1, queen d1 against queen d8, rook g8; buttons a4, d4, e4, h4, a5, d5, e5, h5
    assertEquals(Array.of(Square.D1, Square.D4), chess("Qd1-d4").squares());
    assertEquals(Array.of(Square.B1, Square.B8), chess("Rb1xb8").squares());
    assertEquals(Square.H4, chess("Rh4").to().get());
  }

  @Test
  void withoutANamingTheFirstCharacterDecides() {
    assertEquals(draughts("22-19"), MoveText.parse("22-19").get());
    assertEquals(chess("Ke1-e2"), MoveText.parse("Ke1-e2").get());
  }

  @Test
  void whitespaceAroundIsAllowedButNotInside() {
    assertEquals(draughts("22-19"), draughts("  22-19\t"));
    SyntaxError e = error("22 -19", SquareNaming.DRAUGHTS);
    assertEquals(2, e.column());
    assertEquals(MoveSyntax.SEPARATOR, e.code());
  }

  @Test
  void errorsSayWhatWhereAndWhatWasFound() {
    SyntaxError rank = error("Ke1-e9", SquareNaming.CHESS);
    assertEquals(MoveSyntax.SQUARE, rank.code());
    assertEquals(5, rank.column());
    assertEquals("9", rank.found());
    assertEquals("a rank from 1 to 8", rank.expected());

    SyntaxError number = error("22-33", SquareNaming.DRAUGHTS);
    assertEquals(MoveSyntax.NUMBER, number.code());
    assertEquals(3, number.column());
    assertEquals("33", number.found());

    SyntaxError mixed = error("22-19x15", SquareNaming.DRAUGHTS);
    assertEquals(MoveSyntax.MIXED, mixed.code());
    assertEquals(5, mixed.column());

    SyntaxError end = error("Ke1-", SquareNaming.CHESS);
    assertEquals(4, end.column());
    assertEquals("end of text", end.found());

    SyntaxError alone = error("22", SquareNaming.DRAUGHTS);
    assertEquals(MoveSyntax.SEPARATOR, alone.code());
    assertEquals(2, alone.column());

    SyntaxError empty = error("   ", SquareNaming.CHESS);
    assertEquals(MoveSyntax.EMPTY, empty.code());

    SyntaxError start = error("Xe2", SquareNaming.CHESS);
    assertEquals(MoveSyntax.START, start.code());
    assertEquals(0, start.column());
    assertEquals("X", start.found());

    SyntaxError trailing = error("Ke2!", SquareNaming.CHESS);
    assertEquals(MoveSyntax.TRAILING, trailing.code());
    assertEquals(3, trailing.column());

    SyntaxError chessInDraughts = error("e1-e2", SquareNaming.DRAUGHTS);
    assertEquals(MoveSyntax.NUMBER, chessInDraughts.code());
    assertEquals(0, chessInDraughts.column());

    SyntaxError zero = error("0-5", SquareNaming.DRAUGHTS);
    assertEquals("0", zero.found());
  }

  @Test
  void aCharacterOutsideTheBasicPlaneIsFoundWhole() {
    SyntaxError e = error("K\uD83D\uDC51", SquareNaming.CHESS);
    assertEquals("\uD83D\uDC51", e.found());
    assertTrue(e.column() == 1);
  }
}
