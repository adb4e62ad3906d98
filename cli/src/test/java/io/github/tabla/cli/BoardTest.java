package io.github.tabla.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.BoardShape;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.github.tabla.testgames.EndlessKings;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The terminal board on the boards a game declares beyond 8 &times; 8, with EndlessKings: 10 &times; 10 in
 * chess coordinates, the International numbering of 10 &times; 10 (1 = b10, 46 = a1) and a numbered
 * 12 &times; 12 board. Each drawing is read back by its labels (the file letters and rank numbers, the key
 * of the numbers), so each square's cell is found where its labels say, from either side.
 */
class BoardTest {
  private static final BoardShape TEN = BoardShape.of(10, 10);
  private static final SquareNaming COORDINATES = SquareNaming.coordinates(TEN);
  private static final SquareNaming INTERNATIONAL = SquareNaming.numbered(TEN, Side.BLACK, true);
  private static final SquareNaming TWELVE = SquareNaming.numbered(BoardShape.of(12, 12), Side.BLACK, true);

  /** EndlessKings with the kings on two named squares, White to move. */
  private static EndlessKings.Position kings(SquareNaming naming, String white, String black) {
    var position = new EndlessKings(naming).fromSetup(Setup.empty(Side.WHITE)
        .withPiece(naming.square(white).get(), Piece.of(Side.WHITE, Role.KING))
        .withPiece(naming.square(black).get(), Piece.of(Side.BLACK, Role.KING)));
    if (position.isInvalid()) {
      throw new AssertionError(position.getError().toString());
    }
    return position.get();
  }

  private static List<String> text(Seq<Styled> lines) {
    return lines.map(Styled::text).toJavaList();
  }

  private static Square square(SquareNaming naming, String name) {
    return naming.square(name).get();
  }

  // ---- coordinates ----

  /**
   * Reads a board in coordinates by its labels and checks every square's glyph: the column of a file is
   * that of its letter above the board, the line of a rank the one its number starts; every line between
   * the letters has the same cells, the rank number on both sides.
   */
  private static void assertLettered(List<String> lines, BoardShape board, Map<Square, Character> glyphs,
      char empty) {
    assertEquals(board.ranks() + 2, lines.size(), () -> String.join("\n", lines));
    String letters = lines.get(0);
    assertEquals(letters, lines.get(lines.size() - 1));
    int digits = String.valueOf(board.ranks()).length();
    Map<Integer, Integer> lineOfRank = new HashMap<>();
    for (int i = 1; i <= board.ranks(); i++) {
      String line = lines.get(i);
      String label = line.substring(0, digits + 2);
      assertTrue(label.startsWith(" ") && label.endsWith(" "), line);
      int rank = Integer.parseInt(label.strip());
      assertTrue(line.endsWith(" " + rank), line);
      // the squares start in the same column on every line, whatever the number's digits
      assertEquals(digits + 2 + 2 * board.files() + String.valueOf(rank).length(), line.length(), line);
      assertNull(lineOfRank.put(rank - 1, i), line);
    }
    assertEquals(board.ranks(), lineOfRank.size());
    for (Square s : board.squares()) {
      int column = letters.indexOf((char) ('a' + s.file()));
      assertTrue(column > 0, s::toString);
      char shown = lines.get(lineOfRank.get(s.rank())).charAt(column);
      assertEquals(glyphs.getOrDefault(s, empty).charValue(), shown, () -> s + " in\n" + String.join("\n", lines));
    }
  }

  @Test
  void coordinates_tenByTen_tenRanksLabelledAndAlignedWithTheKingsOnTheirSquares() {
    EndlessKings.Position p = kings(COORDINATES, "a10", "j1");
    List<String> lines = text(Board.of(false, true).draw(p));
    assertEquals("    a b c d e f g h i j", lines.get(0));
    assertEquals(" 10 K . . . . . . . . . 10", lines.get(1));
    assertEquals("  9 . . . . . . . . . . 9", lines.get(2));
    assertEquals("  1 . . . . . . . . . k 1", lines.get(10));
    assertLettered(lines, TEN, Map.of(square(COORDINATES, "a10"), 'K', square(COORDINATES, "j1"), 'k'), '.');

    List<String> unicode = text(Board.of(true, true).draw(p));
    assertLettered(unicode, TEN,
        Map.of(square(COORDINATES, "a10"), '\u2654', square(COORDINATES, "j1"), '\u265A'), '\u00B7');
  }

  @Test
  void coordinates_tenByTen_flipped_hasRankOneOnTopAndFileJOnTheLeft() {
    EndlessKings.Position p = kings(COORDINATES, "a10", "j1");
    List<String> lines = text(Board.of(false, false).draw(p));
    assertEquals("    j i h g f e d c b a", lines.get(0));
    assertEquals("  1 k . . . . . . . . . 1", lines.get(1));
    assertEquals(" 10 . . . . . . . . . K 10", lines.get(10));
    assertLettered(lines, TEN, Map.of(square(COORDINATES, "a10"), 'K', square(COORDINATES, "j1"), 'k'), '.');
  }

  @Test
  void coordinates_tenByTen_theStartKingsAndAMovesHighlightsSitOnTheirSquares() {
    EndlessKings game = new EndlessKings(COORDINATES);
    EndlessKings.Position start = game.start();
    Square white = start.king(Side.WHITE);
    Square black = start.king(Side.BLACK);
    assertEquals(0, white.rank());
    assertEquals(9, black.rank());
    Move move = start.legalMoves().head();
    EndlessKings.Position after = start.playUnchecked(move);
    SquareSet destinations = after.destinationsFrom(black);
    assertEquals(5, destinations.size());
    Board.Highlights lit = new Board.Highlights(Option.some(move), destinations);
    for (boolean whiteAtBottom : new boolean[] {true, false}) {
      Map<Square, Character> glyphs = new HashMap<>();
      destinations.forEach(s -> glyphs.put(s, '+'));
      glyphs.put(after.king(Side.WHITE), 'K');
      glyphs.put(black, 'k');
      assertLettered(text(Board.of(false, whiteAtBottom).draw(after, lit)), TEN, glyphs, '.');
    }
  }

  @Test
  void coordinates_tenByTen_inColourTheSquaresAlternateWithA1DarkAsOnTheEightByEightBoard() {
    EndlessKings.Position eight = new EndlessKings().start();
    // on 8 x 8: the label part, then a1 .. h1
    int dark = Board.of(true, true).draw(eight).get(8).parts().get(1).background();
    int light = Board.of(true, true).draw(eight).get(8).parts().get(2).background();
    assertNotEquals(dark, light);
    EndlessKings.Position p = kings(COORDINATES, "a10", "j1");
    for (boolean whiteAtBottom : new boolean[] {true, false}) {
      Seq<Styled> lines = Board.of(true, whiteAtBottom).draw(p);
      for (Square s : TEN.squares()) {
        int line = whiteAtBottom ? 10 - s.rank() : 1 + s.rank();
        int part = 1 + (whiteAtBottom ? s.file() : 9 - s.file());
        int expected = (s.file() + s.rank()) % 2 == 0 ? dark : light;
        assertEquals(expected, lines.get(line).parts().get(part).background(), s::toString);
      }
    }
  }

  @Test
  void coordinates_sixteenRanks_everyRankNumberRightAligned() {
    SquareNaming sixteen = SquareNaming.coordinates(BoardShape.of(16, 16));
    EndlessKings.Position p = kings(sixteen, "p16", "a1");
    List<String> lines = text(Board.of(false, true).draw(p));
    assertEquals("    a b c d e f g h i j k l m n o p", lines.get(0));
    assertLettered(lines, BoardShape.of(16, 16), Map.of(square(sixteen, "p16"), 'K', square(sixteen, "a1"), 'k'),
        '.');
  }

  // ---- numbered ----

  /**
   * Reads a numbered board and checks every square: each line has a cell of three characters per file,
   * then four spaces and the key, a column of three characters per file, the number right-aligned in it.
   * A named square shows its glyph in its cell and its name in the key's column below the same file; a
   * square without a name is blank in both. Every name is in the key once.
   */
  private static void assertNumbered(List<String> lines, SquareNaming naming, boolean whiteAtBottom,
      Map<Square, String> glyphs, String empty) {
    BoardShape board = naming.board();
    assertEquals(board.ranks(), lines.size(), () -> String.join("\n", lines));
    int key = 1 + 3 * board.files() + 4;
    List<String> names = new ArrayList<>();
    for (int line = 0; line < board.ranks(); line++) {
      String drawn = String.format(Locale.ROOT, "%-" + (key + 3 * board.files()) + "s", lines.get(line));
      assertEquals(key + 3 * board.files(), drawn.length(), drawn);
      assertTrue(drawn.startsWith(" "), drawn);
      assertEquals("    ", drawn.substring(key - 4, key), drawn);
      for (int column = 0; column < board.files(); column++) {
        int rank = whiteAtBottom ? board.ranks() - 1 - line : line;
        int file = whiteAtBottom ? column : board.files() - 1 - column;
        Square s = board.square(file, rank).get();
        String cell = drawn.substring(1 + 3 * column, 4 + 3 * column);
        String number = drawn.substring(key + 3 * column, key + 3 + 3 * column);
        Option<String> name = naming.name(s);
        if (name.isDefined()) {
          assertEquals(String.format(Locale.ROOT, "%3s", name.get()), number, () -> s + " in " + drawn);
          assertEquals(" " + glyphs.getOrDefault(s, empty) + " ", cell, () -> s + " in " + drawn);
          names.add(number.strip());
        } else {
          assertEquals("   ", number, () -> s + " in " + drawn);
          assertEquals("   ", cell, () -> s + " in " + drawn);
        }
      }
    }
    long named = board.squares().count(naming::names);
    assertEquals(IntStream.rangeClosed(1, (int) named).mapToObj(String::valueOf).collect(Collectors.toList()),
        names.stream().sorted((a, b) -> Integer.parseInt(a) - Integer.parseInt(b)).collect(Collectors.toList()));
  }

  private static String keyOf(String line, BoardShape board) {
    return line.substring(1 + 3 * board.files() + 4);
  }

  @Test
  void international_tenRowsWithNumbersOneToFiftyOnTheirSquaresAndTheKingsOnTheirs() {
    EndlessKings.Position p = kings(INTERNATIONAL, "46", "5");
    Square a1 = square(INTERNATIONAL, "46");
    Square j10 = square(INTERNATIONAL, "5");
    assertEquals(TEN.square(0, 0).get(), a1);
    assertEquals(TEN.square(9, 9).get(), j10);
    List<String> lines = text(Board.of(false, true).draw(p));
    // 1 = b10 at the top, the second file; 46 = a1 at the bottom left
    assertEquals("     1     2     3     4     5", keyOf(lines.get(0), TEN));
    assertEquals("     .     .     .     .     k ", lines.get(0).substring(0, 31));
    assertEquals(" 46    47    48    49    50", keyOf(lines.get(9), TEN));
    assertEquals("  K     .     .     .     .    ", lines.get(9).substring(0, 31));
    assertNumbered(lines, INTERNATIONAL, true, Map.of(a1, "K", j10, "k"), ".");
    assertNumbered(text(Board.of(true, true).draw(p)), INTERNATIONAL, true, Map.of(a1, "\u26C1", j10, "\u26C3"),
        "\u00B7");
  }

  @Test
  void international_flipped_hasFiftyToFortySixOnTopAndOneToFiveAtTheBottom() {
    EndlessKings.Position p = kings(INTERNATIONAL, "46", "5");
    Map<Square, String> glyphs = Map.of(square(INTERNATIONAL, "46"), "K", square(INTERNATIONAL, "5"), "k");
    List<String> lines = text(Board.of(false, false).draw(p));
    assertEquals("    50    49    48    47    46", keyOf(lines.get(0), TEN));
    assertEquals("  5     4     3     2     1", keyOf(lines.get(9), TEN));
    assertNumbered(lines, INTERNATIONAL, false, glyphs, ".");
  }

  @Test
  void international_theStartKingsAndAMovesDestinationsSitOnTheirNumbers() {
    EndlessKings.Position start = new EndlessKings(INTERNATIONAL).start();
    Move move = start.legalMoves().head();
    EndlessKings.Position after = start.playUnchecked(move);
    SquareSet destinations = after.destinationsFrom(after.king(Side.BLACK));
    assertFalse(destinations.isEmpty());
    Map<Square, String> glyphs = new HashMap<>();
    destinations.forEach(s -> glyphs.put(s, "+"));
    glyphs.put(after.king(Side.WHITE), "K");
    glyphs.put(after.king(Side.BLACK), "k");
    for (boolean whiteAtBottom : new boolean[] {true, false}) {
      assertNumbered(text(Board.of(false, whiteAtBottom).draw(after, new Board.Highlights(Option.some(move),
          destinations))), INTERNATIONAL, whiteAtBottom, glyphs, ".");
    }
  }

  @Test
  void international_inColourThePlayingSquaresAreDarkAndTheOthersLight() {
    EndlessKings.Position p = kings(INTERNATIONAL, "46", "5");
    for (boolean whiteAtBottom : new boolean[] {true, false}) {
      Seq<Styled> lines = Board.of(true, whiteAtBottom).draw(p);
      Set<Integer> playing = new HashSet<>();
      Set<Integer> others = new HashSet<>();
      for (int line = 0; line < 10; line++) {
        // a blank, a part per square, the gap, the key
        Seq<Styled.Part> parts = lines.get(line).parts();
        assertEquals(13, parts.size(), lines.get(line)::text);
        for (int column = 0; column < 10; column++) {
          int rank = whiteAtBottom ? 9 - line : line;
          int file = whiteAtBottom ? column : 9 - column;
          boolean named = INTERNATIONAL.names(TEN.square(file, rank).get());
          (named ? playing : others).add(parts.get(1 + column).background());
          assertEquals(3, parts.get(1 + column).text().length());
        }
      }
      assertEquals(1, playing.size(), playing::toString);
      assertEquals(1, others.size(), others::toString);
      assertNotEquals(playing, others);
    }
  }

  @Test
  void twelveByTwelve_numbersOneToSeventyTwoKeepTheirColumnsFromEitherSide() {
    BoardShape twelve = TWELVE.board();
    EndlessKings.Position p = kings(TWELVE, "67", "6");
    Map<Square, String> glyphs = Map.of(twelve.square(0, 0).get(), "K", twelve.square(11, 11).get(), "k");
    List<String> lines = text(Board.of(false, true).draw(p));
    assertEquals("     1     2     3     4     5     6", keyOf(lines.get(0), twelve));
    assertEquals(" 67    68    69    70    71    72", keyOf(lines.get(11), twelve));
    assertNumbered(lines, TWELVE, true, glyphs, ".");
    List<String> flipped = text(Board.of(false, false).draw(p));
    assertEquals("    72    71    70    69    68    67", keyOf(flipped.get(0), twelve));
    assertNumbered(flipped, TWELVE, false, glyphs, ".");
    assertNumbered(text(Board.of(true, false).draw(p)), TWELVE, false,
        Map.of(twelve.square(0, 0).get(), "\u26C1", twelve.square(11, 11).get(), "\u26C3"), "\u00B7");
  }

  // ---- the rest of a board's screen ----

  @Test
  void legendAndMoves_nameThePiecesAndReadTheSquaresOfTheBoardDrawn() {
    Texts texts = Texts.of(Locale.ENGLISH);
    EndlessKings.Position p = kings(COORDINATES, "a10", "j1");
    GameContext<?> ctx = GameContext.of(p.game(), texts);
    assertEquals("K white king   k black king", Board.of(false, true).legend(p, ctx, texts).text());
    assertEquals(square(COORDINATES, "a9"), readMove(ctx, p, "a10 a9").destination().get());
    assertEquals(square(COORDINATES, "b9"), readMove(ctx, p, "a10b9").destination().get());

    EndlessKings.Position n = kings(INTERNATIONAL, "46", "5");
    GameContext<?> numbered = GameContext.of(n.game(), texts);
    assertEquals(square(INTERNATIONAL, "41"), readMove(numbered, n, "46 41").destination().get());
    assertEquals("46-41", numbered.write(readMove(numbered, n, "46-41")));
  }

  @SuppressWarnings("unchecked")
  private static <P extends GamePosition<P>> Move readMove(GameContext<?> ctx, GamePosition<?> position,
      String text) {
    return ((GameContext<P>) ctx).readMove((P) position, text)
        .getOrElseThrow(problem -> new AssertionError(text + ": " + ctx.text(problem)));
  }
}
