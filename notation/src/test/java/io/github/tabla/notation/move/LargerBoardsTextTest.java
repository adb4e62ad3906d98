package io.github.tabla.notation.move;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.BoardShape;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SyntaxError;
import io.github.tabla.notation.NotationMessages;
import io.github.tabla.notation.position.PositionText;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Move and position texts of boards other than 8 x 8, read and written through the game's declared
 * naming: the International numbering 1..50, the Spanish numbering from White's side, and chess
 * coordinates on 10 x 10 and 12 x 12 boards.
 */
class LargerBoardsTextTest {
  private static final BoardShape TEN = BoardShape.of(10, 10);
  private static final SquareNaming INTERNATIONAL = SquareNaming.numbered(TEN, Side.BLACK, true);
  private static final SquareNaming SPANISH = SquareNaming.numbered(BoardShape.EIGHT_BY_EIGHT, Side.WHITE, false);
  private static final SquareNaming TEN_COORDINATES = SquareNaming.coordinates(TEN);

  private static Square sq(String name) {
    return TEN.parse(name).get();
  }

  @Test
  void internationalMovesAreReadAndWrittenInItsNumbers() {
    MoveText step = MoveText.parse("32-28", INTERNATIONAL).get();
    assertEquals(Array.of(INTERNATIONAL.square("32").get(), INTERNATIONAL.square("28").get()), step.squares());
    assertEquals("32-28", step.text());
    MoveText capture = MoveText.parse("46x37x28", INTERNATIONAL).get();
    assertEquals(Array.of(sq("a1"), sq("c3"), sq("e5")), capture.squares());
    assertEquals("46x37x28", capture.text());
    assertEquals(Array.of(46, 37, 28), ((MoveText.DraughtsPath) capture).numbers());
  }

  @Test
  void numbersOutsideTheNumberingSayItsRange() {
    SyntaxError e = MoveText.parse("51-46", INTERNATIONAL).getLeft();
    assertEquals("a square number from 1 to 50", e.expected());
    assertEquals("51", e.found());
    assertEquals("a square number from 1 to 32", MoveText.parse("33-29", SquareNaming.DRAUGHTS).getLeft().expected());
    assertEquals("1000", MoveText.parse("1000-46", INTERNATIONAL).getLeft().found());
  }

  @Test
  void theMessagesOfANumberOutsideTheNumberingSayItsRangeInEveryLanguage() {
    SyntaxError move = MoveText.parse("51-46", INTERNATIONAL).getLeft();
    NotationSpec spec = new NotationSpec(INTERNATIONAL, false, Option.none(), Array.empty());
    SyntaxError position = PositionText.read(spec, "W:W51:B1").getLeft();
    SyntaxError small = MoveText.parse("33-29", SquareNaming.DRAUGHTS).getLeft();
    assertEquals("Cannot read the move \"51-46\" at column 1: expected the number of a playing square from 1 to 50,"
        + " found \"51\".", NotationMessages.of(Locale.ENGLISH).text(move));
    assertEquals("Cannot read the position \"W:W51:B1\" at column 4: expected the number of a playing square from 1"
        + " to 50, found \"51\".", NotationMessages.of(Locale.ENGLISH).text(position));
    assertTrue(NotationMessages.of(Locale.ENGLISH).text(small).contains("from 1 to 32,"));
    assertTrue(NotationMessages.of(Locale.forLanguageTag("ro")).text(move).contains("de la 1 la 50,"));
    assertTrue(NotationMessages.of(Locale.ITALIAN).text(position).contains("da 1 a 50,"));
    // Hebrew isolates each argument from the right-to-left text around it
    assertTrue(NotationMessages.of(Locale.forLanguageTag("he")).text(move).contains("מ־1 עד \u206850\u2069,"));
  }

  @Test
  void theSpanishNumberingCountsFromWhitesSide() {
    MoveText step = MoveText.parse("10-14", SPANISH).get();
    assertEquals(SPANISH.square("10").get(), step.squares().head());
    assertEquals("10-14", step.text());
    // the same squares are 23-19 in the Italian numbering
    assertEquals(Array.of(SquareNaming.DRAUGHTS.square("23").get(), SquareNaming.DRAUGHTS.square("19").get()),
        step.squares());
  }

  @Test
  void aPathMustBeNamedInItsNumbering() {
    assertThrows(IllegalArgumentException.class,
        () -> new MoveText.DraughtsPath(Array.of(Square.A1, Square.B2), false, SquareNaming.DRAUGHTS));
    assertThrows(IllegalArgumentException.class,
        () -> new MoveText.DraughtsPath(Array.of(Square.B2, Square.C3), false, SquareNaming.CHESS));
    assertEquals("46-41", new MoveText.DraughtsPath(Array.of(sq("a1"), sq("b2")), false, INTERNATIONAL).text());
  }

  @Test
  void coordinatesOnATenByTenBoardReadTwoDigitRanks() {
    MoveText path = MoveText.parse("Kj10-i9", TEN_COORDINATES).get();
    assertEquals(Array.of(sq("j10"), sq("i9")), path.squares());
    assertEquals(Role.KING, path.piece().get().role());
    assertEquals(Array.of(sq("a10"), sq("a1")), MoveText.parse("a10xa1", TEN_COORDINATES).get().squares());
    assertEquals(sq("j10"), MoveText.parse("Kxj10", TEN_COORDINATES).get().to().get());
    assertEquals(Option.some(9), ((MoveText.ShortAlgebraic) MoveText.parse("K10j9", TEN_COORDINATES).get()).fromRank());
    assertEquals(Array.of(sq("b10"), sq("c10")), MoveText.parse("b10c10", TEN_COORDINATES).get().squares());
  }

  @Test
  void coordinatesOffATenByTenBoardSayItsSize() {
    assertEquals("a square from a1 to j10", MoveText.parse("Kk1", TEN_COORDINATES).getLeft().expected());
    assertEquals("a rank from 1 to 10", MoveText.parse("Ka11", TEN_COORDINATES).getLeft().expected());
    // on the 8 x 8 board a ninth rank is still an error, and "e10" is e1 with something after it
    assertEquals(2, MoveText.parse("Ke9", SquareNaming.CHESS).getLeft().column());
    assertEquals("a rank from 1 to 8", MoveText.parse("Ke1-e9", SquareNaming.CHESS).getLeft().expected());
    assertTrue(MoveText.parse("Ke10", SquareNaming.CHESS).isLeft());
  }

  @Test
  void internationalPositionsAreWrittenInFiftyNumbers() {
    NotationSpec spec = new NotationSpec(INTERNATIONAL, false, Option.none(), Array.empty());
    Setup start = Setup.empty(Side.WHITE);
    for (int n = 1; n <= 20; n++) {
      start = start.withPiece(INTERNATIONAL.square(String.valueOf(n)).get(), Piece.of(Side.BLACK, Role.MAN));
    }
    for (int n = 31; n <= 50; n++) {
      start = start.withPiece(INTERNATIONAL.square(String.valueOf(n)).get(), Piece.of(Side.WHITE, Role.MAN));
    }
    start = start.withPiece(INTERNATIONAL.square("25").get(), Piece.of(Side.WHITE, Role.KING));
    String text = PositionText.write(spec, start);
    assertEquals("W:W25K,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50"
        .replace("25K", "K25") + ":B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20", text);
    Setup read = PositionText.read(spec, text).get();
    assertEquals(start.placements().size(), read.placements().size());
    assertEquals(Option.some(Piece.of(Side.WHITE, Role.KING)), read.pieceAt(sq("j6")));
    assertEquals(Option.some(Piece.of(Side.WHITE, Role.MAN)), read.pieceAt(sq("a1")));
    assertEquals(Option.some(Piece.of(Side.BLACK, Role.MAN)), read.pieceAt(sq("b10")));
    assertEquals(40, PositionText.read(spec, "W:W31-50:B1-20").get().placements().size());
    SyntaxError e = PositionText.read(spec, "W:W51:B1").getLeft();
    assertEquals("a square number from 1 to 50", e.expected());
  }

  @Test
  void boardTextsOfLargerBoardsCountRunsOfTenAndMore() {
    NotationSpec spec = new NotationSpec(TEN_COORDINATES, true, Option.none(), Array.empty());
    Setup kings = Setup.empty(Side.BLACK)
        .withPiece(sq("j10"), Piece.of(Side.WHITE, Role.KING))
        .withPiece(sq("a1"), Piece.of(Side.BLACK, Role.KING));
    String text = PositionText.write(spec, kings);
    assertEquals("9K/10/10/10/10/10/10/10/10/k9 b", text);
    Setup read = PositionText.read(spec, text).get();
    assertEquals(Option.some(Piece.of(Side.WHITE, Role.KING)), read.pieceAt(sq("j10")));
    assertEquals(Option.some(Piece.of(Side.BLACK, Role.KING)), read.pieceAt(sq("a1")));
    assertTrue(PositionText.read(spec, "11/10/10/10/10/10/10/10/10/10 w").isLeft());
    assertTrue(PositionText.read(spec, "8/8/8/8/8/8/8/8 w").isLeft());
    NotationSpec twelve = new NotationSpec(SquareNaming.coordinates(BoardShape.of(12, 12)), true, Option.none(),
        Array.empty());
    assertEquals("12/12/12/12/12/12/12/12/12/12/12/11K w", PositionText.write(twelve,
        Setup.empty(Side.WHITE).withPiece(BoardShape.of(12, 12).parse("l1").get(), Piece.of(Side.WHITE, Role.KING))));
  }

  @Test
  void pieceListsInCoordinatesAreWhatPdnWritesForAlgebraicBoards() {
    NotationSpec spec = new NotationSpec(SquareNaming.CHESS, false, Option.none(), Array.empty(),
        NotationSpec.Positions.PIECE_LISTS);
    Setup s = Setup.empty(Side.WHITE)
        .withPiece(Square.C3, Piece.of(Side.WHITE, Role.MAN))
        .withPiece(Square.A1, Piece.of(Side.WHITE, Role.KING))
        .withPiece(Square.B8, Piece.of(Side.BLACK, Role.MAN));
    assertEquals("W:WKa1,c3:Bb8", PositionText.write(spec, s));
    Setup read = PositionText.read(spec, "W:WKa1,c3:Bb8").get();
    assertEquals(Option.some(Piece.of(Side.WHITE, Role.KING)), read.pieceAt(Square.A1));
    assertEquals(3, read.placements().size());
    SyntaxError e = PositionText.read(spec, "W:Wa1,:Bb8").getLeft();
    assertEquals("notation.fen.syntax.square", e.code());
    assertEquals(NotationSpec.Positions.PIECE_LISTS,
        new NotationSpec(INTERNATIONAL, false, Option.none(), Array.empty()).positions());
    assertEquals(NotationSpec.Positions.RANKS,
        new NotationSpec(TEN_COORDINATES, true, Option.none(), Array.empty()).positions());
  }
}
