package io.github.tabla.cli;

import io.github.tabla.core.BoardShape;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Marks;
import io.github.tabla.core.Move;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Properties;

/**
 * Draws a position as text: the board the game declares (8 &times; 8, 10 &times; 10, up to 16 &times; 16)
 * from either side, with its coordinates — files and ranks for a game in chess coordinates, and for a game
 * that numbers its playing squares, as draughts does (1..32 on 8 &times; 8, ID-2; 1..50 on 10 &times; 10), a
 * key of the numbers beside the board. Everything is read from the position's {@code Setup}, its marks and
 * the game's {@link SquareNaming} and its board, so every game is drawn by the same code.
 *
 * <p>In colour the squares have a wooden light and dark tone, so that the pieces keep their contrast on
 * dark and light terminals alike; both sides are drawn with the solid glyphs, White's in white and
 * Black's in black; the last move's squares have a yellow tint, the legal destinations of a piece a
 * green one, and marked pieces (the racing knights) are underlined. Without colour White's pieces are
 * the outlined glyphs, a destination reads {@code +} (or a piece with {@code x} after it when it is
 * captured there) and a marked piece has a {@code *} after it.
 */
final class Board {
  private static final Properties GLYPHS = load();
  // 256-colour palette: squares, tints and pieces; readable on dark and light terminals
  private static final int LIGHT = 180;
  private static final int DARK = 137;
  private static final int LIGHT_LAST = 186;
  private static final int DARK_LAST = 143;
  private static final int LIGHT_DESTINATION = 114;
  private static final int DARK_DESTINATION = 71;
  private static final int WHITE_PIECE = 231;
  private static final int BLACK_PIECE = 16;
  private static final int ITEM = 18;
  private static final int COORDINATE = 244;

  private final boolean unicode;
  private final boolean whiteAtBottom;

  /**
   * What a drawing marks besides the pieces.
   *
   * @param last the last move, whose squares are tinted
   * @param destinations squares a piece may go to, after {@code moves FROM}
   */
  record Highlights(Option<Move> last, SquareSet destinations) {
    static final Highlights NONE = new Highlights(Option.none(), SquareSet.empty());
  }

  private Board(boolean unicode, boolean whiteAtBottom) {
    this.unicode = unicode;
    this.whiteAtBottom = whiteAtBottom;
  }

  /**
   * A board drawer.
   *
   * @param unicode Unicode pieces (&#x2654; &#x265A; &#x26C0; &#x25C6;), or the letters of the position text
   * @param whiteAtBottom whether White's side is at the bottom, as White sees the board
   */
  static Board of(boolean unicode, boolean whiteAtBottom) {
    return new Board(unicode, whiteAtBottom);
  }

  /** The board's lines, top to bottom, with nothing highlighted. */
  Seq<Styled> draw(GamePosition<?> position) {
    return draw(position, Highlights.NONE);
  }

  /** The board's lines, top to bottom. */
  Seq<Styled> draw(GamePosition<?> position, Highlights highlights) {
    Setup setup = position.toSetup();
    SquareNaming naming = position.game().notation().squares();
    SquareSet marked = position.marks().map(Marks::squares).getOrElse(SquareSet.empty());
    Cells cells = new Cells(position, naming, setup, highlights, marked);
    return naming.numbered() ? numbered(cells, naming) : lettered(cells, naming);
  }

  /** The pieces and items on the board, each once, for a legend: glyph and piece (or none for an item). */
  Seq<Option<Piece>> shown(GamePosition<?> position) {
    Setup setup = position.toSetup();
    LinkedHashSet<Option<Piece>> seen = LinkedHashSet.empty();
    for (Placement p : setup.placements().sortBy(p -> p.piece().side().ordinal() * 16 + p.piece().role().ordinal())) {
      seen = seen.add(Option.some(p.piece()));
    }
    if (!setup.items().isEmpty()) {
      seen = seen.add(Option.none());
    }
    return Array.ofAll(seen);
  }

  /**
   * The legend of the pieces and items on the board: each with its name ("&#x2654; white king"), or,
   * when there are many kinds, the glyphs of each side with the side's name; then the mark, if any
   * ("&#x2658;* &#x265E;* racing knight"). In colour the glyphs are drawn as on the board.
   */
  Styled legend(GamePosition<?> position, GameContext<?> ctx, Texts texts) {
    Seq<Option<Piece>> shown = shown(position);
    String item = texts.getOr("item." + position.game().family(), texts.get("item"));
    Seq<Piece> pieces = shown.flatMap(p -> p);
    Styled line = Styled.empty();
    if (pieces.size() > 4) {
      for (Side side : Side.values()) {
        line = separated(line);
        for (Piece p : pieces.filter(p -> p.side() == side)) {
          line = piece(line, position, p, false);
        }
        line = line.append(" " + ctx.messages.text("side." + side.name().toLowerCase(Locale.ROOT), Array.empty()));
      }
    } else {
      for (Piece p : pieces) {
        line = piece(separated(line), position, p, false)
            .append(" " + ctx.messages.text(PlaySession.pieceKey(p), Array.empty()));
      }
    }
    if (shown.contains(Option.none())) {
      int[] colours = itemColours(position);
      line = separated(line).append(itemGlyph(position), colours[0], colours[1], true).append(" " + item);
    }
    Option<Marks> marks = position.marks();
    if (marks.isDefined() && !marks.get().squares().isEmpty()) {
      line = separated(line);
      Seq<Piece> marked = Array.ofAll(marks.get().squares()).flatMap(sq -> position.toSetup().pieceAt(sq))
          .sortBy(p -> p.side().ordinal());
      for (int i = 0; i < marked.size(); i++) {
        line = piece(i == 0 ? line : line.append(" "), position, marked.get(i), true);
      }
      line = line.append(" " + ctx.text(marks.get().meaning()));
    }
    return line;
  }

  private static Styled separated(Styled line) {
    return line.parts().isEmpty() ? line : line.append("   ");
  }

  /** A piece as the board draws it: its glyph (and {@code *} when marked), or its solid glyph in colour. */
  private Styled piece(Styled line, GamePosition<?> position, Piece p, boolean marked) {
    String plain = glyph(position, p) + (marked ? "*" : "");
    return line.append(solidGlyph(position, p), plain, p.side() == Side.WHITE ? WHITE_PIECE : BLACK_PIECE, LIGHT,
        true, marked);
  }

  /**
   * The glyph of a piece in this drawer's style: its letter, or in Unicode a chess piece, or a draughts
   * man or king (crowned man) for a man and for every piece of a game that numbers its squares.
   */
  String glyph(GamePosition<?> position, Piece piece) {
    if (!unicode) {
      return String.valueOf(piece.letter());
    }
    boolean draughts = position.game().notation().squares().numbered();
    boolean white = piece.side() == Side.WHITE;
    if (draughts || piece.role() == Role.MAN) {
      // a draughts king is a crowned man, not a chess king (ID-6)
      boolean king = piece.role() == Role.KING;
      return white ? (king ? "\u26C1" : "\u26C0") : (king ? "\u26C3" : "\u26C2");
    }
    String chess = white ? "\u2654\u2655\u2656\u2657\u2658\u2659" : "\u265A\u265B\u265C\u265D\u265E\u265F";
    return String.valueOf(chess.charAt(piece.role().ordinal()));
  }

  /** The glyph of a piece drawn in colour: the solid one of either side, the colour tells the side. */
  String solidGlyph(GamePosition<?> position, Piece piece) {
    return unicode ? glyph(position, Piece.of(Side.BLACK, piece.role())) : glyph(position, piece);
  }

  /** The colours of the game's items and of the squares under them: {foreground, background}. */
  static int[] itemColours(GamePosition<?> position) {
    String[] c = GLYPHS.getProperty(position.game().family() + ".colours", ITEM + "," + LIGHT).split(",");
    try {
      return new int[] {Integer.parseInt(c[0].strip()), Integer.parseInt(c[1].strip())};
    } catch (RuntimeException e) {
      return new int[] {ITEM, LIGHT};
    }
  }

  /** The glyph of the game's items (diamonds, buttons). */
  String itemGlyph(GamePosition<?> position) {
    String symbol = position.game().notation().itemSymbol().map(String::valueOf).getOrElse("*");
    return unicode ? GLYPHS.getProperty(position.game().family(), "\u25C6") : symbol;
  }

  /** The board's ranks, top to bottom as drawn. */
  private Seq<Integer> ranks(BoardShape board) {
    return whiteAtBottom ? Array.range(0, board.ranks()).reverse() : Array.range(0, board.ranks());
  }

  /** The board's files, left to right as drawn. */
  private Seq<Integer> files(BoardShape board) {
    return whiteAtBottom ? Array.range(0, board.files()) : Array.range(0, board.files()).reverse();
  }

  /** One square's look: its glyph, its mark without colour, and its colours. */
  private final class Cells {
    private final GamePosition<?> position;
    private final SquareNaming naming;
    private final Setup setup;
    private final Highlights highlights;
    private final SquareSet marked;
    private final SquareSet last;
    private final boolean numbered;

    Cells(GamePosition<?> position, SquareNaming naming, Setup setup, Highlights highlights, SquareSet marked) {
      this.numbered = naming.numbered();
      this.position = position;
      this.naming = naming;
      this.setup = setup;
      this.highlights = highlights;
      this.marked = marked;
      this.last = highlights.last().map(m -> SquareSet.ofAll(m.path())).getOrElse(SquareSet.empty());
    }

    /** Appends a square drawn {@code width} wide (2 or 3): its glyph, then its mark or spaces. */
    Styled append(Styled line, Square square, int width) {
      Option<Piece> piece = setup.pieceAt(square);
      boolean destination = highlights.destinations().contains(square);
      String glyph;
      String mark = " ";
      int foreground = Styled.DEFAULT;
      if (piece.isDefined()) {
        glyph = glyph(position, piece.get());
        foreground = piece.get().side() == Side.WHITE ? WHITE_PIECE : BLACK_PIECE;
        mark = marked.contains(square) ? "*" : destination ? "x" : " ";
      } else if (setup.items().contains(square)) {
        glyph = itemGlyph(position);
        foreground = itemColours(position)[0];
        mark = destination ? "+" : " ";
      } else {
        glyph = destination ? "+" : unicode ? "\u00B7" : ".";
        foreground = destination ? BLACK_PIECE : Styled.DEFAULT;
      }
      // chess boards have a dark a1; a draughts board is played on its dark squares, the numbered ones
      boolean light = numbered ? !naming.names(square)
          : (square.file() + square.rank()) % 2 == 1;
      boolean item = piece.isEmpty() && setup.items().contains(square);
      int background = destination ? (light ? LIGHT_DESTINATION : DARK_DESTINATION)
          : last.contains(square) ? (light ? LIGHT_LAST : DARK_LAST)
          : item ? itemColours(position)[1]
          : light ? LIGHT : DARK;
      String text = width == 3 ? " " + glyph + mark : glyph + mark;
      if (glyph.equals("\u00B7") || glyph.equals(".")) {
        // an empty square needs no dot when it has its colour: the colour is the square
        return line.append(" ".repeat(width), text, foreground, background, false);
      }
      // in colour a mark is the tint or the underline, the glyph the solid one of either side
      String solid = piece.isDefined() ? solidGlyph(position, piece.get()) : glyph;
      String coloured = width == 3 ? " " + solid + " " : solid + " ";
      return line.append(coloured, text, foreground, background, true, marked.contains(square) && piece.isDefined());
    }
  }

  /**
   * A board in coordinates: the file letters above and below, the rank numbers on both sides, those on
   * the left right-aligned so that the squares line up when some have two digits; each square two
   * characters wide. A square the naming does not name is left blank.
   */
  private Seq<Styled> lettered(Cells cells, SquareNaming naming) {
    BoardShape board = naming.board();
    int digits = String.valueOf(board.ranks()).length();
    String letters = " ".repeat(digits + 2)
        + files(board).map(f -> String.valueOf((char) ('a' + f))).mkString(" ");
    Array<Styled> lines = Array.of(Styled.empty().append(letters, COORDINATE, Styled.DEFAULT, false));
    for (int rank : ranks(board)) {
      String number = String.valueOf(rank + 1);
      Styled line = Styled.empty().append(" ".repeat(digits - number.length() + 1) + number + " ", COORDINATE,
          Styled.DEFAULT, false);
      for (int file : files(board)) {
        Square square = board.square(file, rank).get();
        line = naming.names(square) ? cells.append(line, square, 2) : line.append("  ");
      }
      lines = lines.append(line.append(number, COORDINATE, Styled.DEFAULT, false));
    }
    return lines.append(Styled.empty().append(letters, COORDINATE, Styled.DEFAULT, false));
  }

  /**
   * A board whose playing squares are numbered: each square three characters wide, the squares without a
   * number blank and light; beside it the key, each number right-aligned in the column of its square (three
   * characters, wider only for names of three characters or more).
   */
  private Seq<Styled> numbered(Cells cells, SquareNaming naming) {
    BoardShape board = naming.board();
    int width = Math.max(3, board.squares().flatMap(naming::name).map(String::length).max().getOrElse(0) + 1);
    Array<Styled> lines = Array.empty();
    for (int rank : ranks(board)) {
      Styled line = Styled.empty().append(" ");
      StringBuilder key = new StringBuilder();
      for (int file : files(board)) {
        Square square = board.square(file, rank).get();
        Option<String> name = naming.name(square);
        if (name.isEmpty()) {
          line = line.append("   ", Styled.DEFAULT, LIGHT, false);
          key.append(" ".repeat(width));
        } else {
          line = cells.append(line, square, 3);
          key.append(" ".repeat(width - name.get().length())).append(name.get());
        }
      }
      lines = lines.append(line.append("    ").append(key.toString().stripTrailing(), COORDINATE, Styled.DEFAULT,
          false));
    }
    return lines;
  }

  private static Properties load() {
    Properties p = new Properties();
    try (InputStream in = Board.class.getResourceAsStream("glyphs.properties")) {
      if (in != null) {
        p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return p;
  }
}
