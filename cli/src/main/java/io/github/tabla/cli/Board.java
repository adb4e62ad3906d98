package io.github.tabla.cli;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
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
 * Draws a position as text: the 8 &times; 8 board from either side, with its coordinates — files and
 * ranks for the chess-board games, and for draughts, which names its squares 1..32 (ID-2), a key of
 * the numbers beside the board. Everything is read from the position's {@code Setup} and the game's
 * square naming, so every game is drawn by the same code.
 */
final class Board {
  private static final Properties GLYPHS = load();

  private final boolean unicode;
  private final boolean whiteAtBottom;

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

  /** The board's lines, top to bottom. */
  Seq<String> draw(GamePosition<?> position) {
    Setup setup = position.toSetup();
    SquareNaming naming = position.game().notation().squares();
    String item = itemGlyph(position);
    return naming == SquareNaming.DRAUGHTS ? numbered(position, setup, item) : lettered(position, setup, item);
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
   * when there are many kinds, the glyphs of each side with the side's name.
   */
  String legend(GamePosition<?> position, GameContext<?> ctx, Texts texts) {
    Seq<Option<Piece>> shown = shown(position);
    String item = texts.getOr("item." + position.game().family(), texts.get("item"));
    Seq<Piece> pieces = shown.flatMap(p -> p);
    Seq<String> parts;
    if (pieces.size() > 4) {
      parts = Array.of(Side.values()).map(side -> pieces.filter(p -> p.side() == side)
          .map(p -> glyph(position, p)).mkString("") + " "
          + ctx.messages.text("side." + side.name().toLowerCase(Locale.ROOT), Array.empty()));
    } else {
      parts = pieces.map(p -> glyph(position, p) + " " + ctx.messages.text(PlaySession.pieceKey(p), Array.empty()));
    }
    return (shown.contains(Option.none()) ? parts.append(itemGlyph(position) + " " + item) : parts).mkString("   ");
  }

  /** The glyph of a piece in this drawer's style. */
  String glyph(GamePosition<?> position, Piece piece) {
    if (!unicode) {
      return String.valueOf(piece.letter());
    }
    boolean draughts = position.game().notation().squares() == SquareNaming.DRAUGHTS;
    boolean white = piece.side() == Side.WHITE;
    if (draughts || piece.role() == Role.MAN) {
      // a draughts king is a crowned man, not a chess king (ID-6)
      boolean king = piece.role() == Role.KING;
      return white ? (king ? "\u26C1" : "\u26C0") : (king ? "\u26C3" : "\u26C2");
    }
    String chess = white ? "\u2654\u2655\u2656\u2657\u2658\u2659" : "\u265A\u265B\u265C\u265D\u265E\u265F";
    return String.valueOf(chess.charAt(piece.role().ordinal()));
  }

  /** The glyph of the game's items (diamonds, buttons). */
  String itemGlyph(GamePosition<?> position) {
    String symbol = position.game().notation().itemSymbol().map(String::valueOf).getOrElse("*");
    return unicode ? GLYPHS.getProperty(position.game().family(), "\u25C6") : symbol;
  }

  private String empty() {
    return unicode ? "\u00B7" : ".";
  }

  private Seq<Integer> ranks() {
    return whiteAtBottom ? Array.range(0, 8).reverse() : Array.range(0, 8);
  }

  private Seq<Integer> files() {
    return whiteAtBottom ? Array.range(0, 8) : Array.range(0, 8).reverse();
  }

  private String at(GamePosition<?> position, Setup setup, Square square, String item) {
    Option<Piece> piece = setup.pieceAt(square);
    if (piece.isDefined()) {
      return glyph(position, piece.get());
    }
    return setup.items().contains(square) ? item : empty();
  }

  private Seq<String> lettered(GamePosition<?> position, Setup setup, String item) {
    String letters = files().map(f -> String.valueOf((char) ('a' + f))).mkString(" ");
    Array<String> lines = Array.of("   " + letters);
    for (int rank : ranks()) {
      StringBuilder line = new StringBuilder().append(' ').append(rank + 1).append(' ');
      for (int file : files()) {
        line.append(at(position, setup, Square.of(file, rank).get(), item)).append(' ');
      }
      lines = lines.append(line.append(rank + 1).toString());
    }
    return lines.append("   " + letters);
  }

  private Seq<String> numbered(GamePosition<?> position, Setup setup, String item) {
    Array<String> lines = Array.empty();
    for (int rank : ranks()) {
      StringBuilder board = new StringBuilder(" ");
      StringBuilder key = new StringBuilder();
      for (int file : files()) {
        Square square = Square.of(file, rank).get();
        Option<Integer> number = SquareNaming.draughtsNumber(square);
        if (number.isEmpty()) {
          board.append("   ");
          key.append("   ");
        } else {
          board.append(' ').append(at(position, setup, square, item)).append(' ');
          key.append(String.format("%3d", number.get()));
        }
      }
      lines = lines.append((board + "    " + key).stripTrailing());
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
