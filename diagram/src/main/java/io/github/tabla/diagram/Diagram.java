package io.github.tabla.diagram;

import java.util.Locale;
import io.github.tabla.core.Localizable;
import io.github.tabla.core.Messages;
import org.apiguardian.api.API;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Placement;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.BoardShape;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.SquareSet;
import io.github.tabla.core.Setup;
import io.github.tabla.diagram.internal.Picture;
import io.github.tabla.diagram.internal.SvgWriter;
import io.github.tabla.diagram.internal.TextWriter;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A board diagram: what to draw (a {@link Setup}, how its game names and colours the board, how its
 * items look), what to mark on it ({@link Highlights}) and how it looks ({@link DiagramOptions}); then
 * {@link #toSvg()} or {@link #toText()} draws it.
 *
 * <pre>{@code
 * GameDefinition<?> draughts = Games.definition("italian-draughts").get();
 * String svg = Diagram.of(draughts, draughts.start().toSetup())
 *     .withHighlights(Highlights.ofMove(move))
 *     .withOptions(DiagramOptions.defaults().withSquareSize(32))
 *     .toSvg();                    // a standalone <svg> document
 *
 * Setup s = Setup.empty(Side.WHITE).withPiece(Square.E1, Piece.of(Side.WHITE, Role.KING));
 * Diagram.of(new NotationSpec(SquareNaming.CHESS, true, Option.none(), List.empty()), ItemShape.DOT, s)
 *     .toText();                   // eight lines of ♔ and ·, files, "White to move"
 *
 * SquareNaming international = SquareNaming.numbered(BoardShape.of(10, 10), Side.BLACK, true);
 * Diagram.of(new NotationSpec(international, false, Option.none(), List.empty()), ItemShape.DOT, start)
 *     .toSvg();                    // ten by ten squares, 1 on b10 ... 50 on i1
 * }</pre>
 *
 * <p><b>The board.</b> The board is the one the game's {@link NotationSpec#squares() square naming}
 * declares, {@link SquareNaming#board()}: 8 &times; 8 for most games, 10 &times; 10 for International
 * draughts, any size up to 16 &times; 16. A game whose squares are named in
 * {@linkplain SquareNaming#coordinates(BoardShape) chess coordinates} gets the chess colouring
 * ({@code a1} dark); a game whose naming is {@linkplain SquareNaming#numbered() a numbering} gets a
 * draughts board, whose dark squares are exactly the squares the naming names: the 32 playing squares
 * of Italian draughts ({@code h1} dark, ID-1), the 50 of International draughts ({@code a1} dark).
 * White is at the bottom unless the options flip the board. Pieces, items and highlighted squares off
 * the board are not drawn.
 *
 * <p><b>The pieces.</b> Kings, queens, rooks, bishops, knights and pawns are drawn as chess pieces;
 * {@link Role#MAN} as a draughts man, and {@link Role#KING} as a draughts king when the game's squares
 * are numbered like draughts. The shapes are Tabla's own.
 *
 * <p><b>Any setup.</b> A diagram draws setups, not positions, so it draws invalid ones as well
 * (validating is the game's work): when two pieces stand on one square, the one placed first is drawn,
 * the one {@link Setup#pieceAt} answers; a piece on an item is drawn over it; a piece of one game on
 * another game's board is drawn as it is.
 *
 * @param spec the game's notation declaration: its {@link NotationSpec#squares() square naming}
 *     decides the board, its size, colouring and numbers
 * @param itemShape how the setup's items are drawn
 * @param setup what stands on the board, and whose turn it is
 * @param highlights what is marked
 * @param options size, coordinates, orientation and colours
 * @param locale the language of the words on it (whose turn it is): English, Romanian, Hebrew or Italian
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Diagram(NotationSpec spec, ItemShape itemShape, Setup setup, Highlights highlights,
    DiagramOptions options, Locale locale) {

  /**
   * Checks that every part is there.
   *
   * @param spec the notation declaration
   * @param itemShape the item shape
   * @param setup the setup
   * @param highlights the highlights
   * @param options the options
   * @param locale the language
   * @throws NullPointerException naming a part that is {@code null}
   */
  public Diagram {
    Objects.requireNonNull(spec, "spec");
    Objects.requireNonNull(itemShape, "itemShape");
    Objects.requireNonNull(setup, "setup");
    Objects.requireNonNull(highlights, "highlights");
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(locale, "locale");
  }

  /**
   * The diagram of a setup of a game, with the game's square naming and item shape, no highlights and
   * the {@link DiagramOptions#defaults() default options}.
   *
   * @param game the game
   * @param setup the setup, valid or not
   * @return the diagram
   */
  public static Diagram of(GameDefinition<?> game, Setup setup) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(setup, "setup");
    return of(game.notation(), ItemShape.forGame(game), setup);
  }

  /**
   * The diagram of a position of a game.
   *
   * @param game the game
   * @param position the position
   * @param <P> the game's position type
   * @return the diagram of {@code position.toSetup()}
   */
  public static <P extends GamePosition<P>> Diagram of(GameDefinition<P> game, P position) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(position, "position");
    return of(game, position.toSetup());
  }

  /**
   * The diagram of a setup when no game definition is at hand.
   *
   * @param spec the notation declaration that says how squares are named
   * @param items how the items are drawn
   * @param setup the setup
   * @return the diagram, with no highlights and the default options
   */
  public static Diagram of(NotationSpec spec, ItemShape items, Setup setup) {
    return new Diagram(spec, items, setup, Highlights.none(), DiagramOptions.defaults(), Messages.ENGLISH);
  }

  /**
   * This diagram with other highlights.
   *
   * @param newHighlights what to mark
   * @return the new diagram
   */
  public Diagram withHighlights(Highlights newHighlights) {
    Objects.requireNonNull(newHighlights, "newHighlights");
    return new Diagram(spec, itemShape, setup, newHighlights, options, locale);
  }

  /**
   * This diagram with other options.
   *
   * @param newOptions size, coordinates, orientation and colours
   * @return the new diagram
   */
  public Diagram withOptions(DiagramOptions newOptions) {
    Objects.requireNonNull(newOptions, "newOptions");
    return new Diagram(spec, itemShape, setup, highlights, newOptions, locale);
  }

  /**
   * This diagram with its words (whose turn it is, in the SVG's {@code <title>} and under the text board)
   * in another language.
   *
   * @param newLocale English, Romanian, Hebrew or Italian; another language gives English
   * @return the new diagram
   */
  public Diagram withLocale(Locale newLocale) {
    Objects.requireNonNull(newLocale, "newLocale");
    return new Diagram(spec, itemShape, setup, highlights, options, Messages.supported(newLocale));
  }

  /**
   * The diagram as a standalone SVG document, usable as a {@code .svg} file and inline in HTML.
   *
   * <p>The document has a {@code viewBox}, a {@code width} of as many squares as the board has files
   * and a {@code height} of as many as it has ranks (plus a band of half a square, at least 10 pixels,
   * on each side for the coordinates of a chess-named board: the files {@code a}, {@code b}, ... above
   * and under, the ranks 1, 2, ... left and right), {@code role="img"} and a {@code <title>} that says
   * whose turn it is. A numbered board has no band; with coordinates on, each of its dark squares shows
   * its number in its top left corner, drawn in number order (1..32 on the Italian board, 1..50 on the
   * International one). It has no scripts, no style sheet, no ids and no external references, and the
   * same diagram always gives the same text. Each drawn thing has a {@code class} and, when it belongs
   * to a square, a {@code data-square} attribute with the square's chess name, numbered board or not:
   * {@code <g class="piece white king" data-square="e1" transform="translate(216,360) ...">}.
   *
   * @return the SVG text, ending with a line break
   */
  public String toSvg() {
    return SvgWriter.write(picture());
  }

  /**
   * The diagram as Unicode text: one line per row from the top, three characters per square, then a
   * line with the side to move.
   *
   * <pre>
   * 8  ·  ·  ·  ·  ♚  ·  ·  ·
   * ...
   * 1  ·  ·  · [·] ♔  ·  ·  ·
   *    a  b  c  d  e  f  g  h
   * White to move
   * </pre>
   *
   * <p>A square is its content between two markers. Content: {@code ♔♕♖♗♘♙} (White) and
   * {@code ♚♛♜♝♞♟} (Black) for chess pieces; {@code ⛀ ⛂} for White's and Black's draughts men and
   * {@code ⛁ ⛃} for their kings; {@code ◆} for a diamond, {@code ◉} for a button, {@code •} for a dot
   * (a piece hides an item under it); {@code ·} for an empty square, and a blank for a light square
   * of a draughts board. Markers, the first that applies: origin {@code [x]}, captured
   * <code>{x}</code>, destination or landing square of the path {@code (x)}, last move {@code <x>};
   * otherwise blanks.
   *
   * <p>One line per rank and three characters per file, whatever the board's size. With coordinates
   * on, a chess-named board has rank numbers on the left (right-aligned, {@code " 9"} and {@code "10"}
   * on a board of ten ranks or more) and file letters underneath; a numbered draughts board shows no
   * coordinates in text (its numbers do not fit). Flipping turns the text board too. Lines end with
   * {@code \n} and carry no trailing blanks.
   *
   * @return the text
   */
  public String toText() {
    return TextWriter.write(picture());
  }

  private Picture picture() {
    SquareNaming naming = spec.squares();
    BoardShape board = naming.board();
    boolean numbered = naming.numbered();
    int size = board.size();
    int[] pieces = new int[size];
    // the piece placed first on a square is the one drawn, as Setup.pieceAt answers; squares off the
    // board are not drawn
    for (Placement p : setup.placements()) {
      if (board.contains(p.square()) && pieces[board.index(p.square())] == 0) {
        pieces[board.index(p.square())] = code(p.piece(), numbered);
      }
    }
    String[] names = new String[size];
    for (int i = 0; i < size; i++) {
      names[i] = naming.name(board.square(i).get()).getOrElse("");
    }
    int[] path = new int[highlights.path().size()];
    for (int i = 0; i < path.length; i++) {
      path[i] = index(board, highlights.path().get(i));
    }
    int item;
    switch (itemShape) {
      case DIAMOND:
        item = Picture.ITEM_DIAMOND;
        break;
      case BUTTON:
        item = Picture.ITEM_BUTTON;
        break;
      default:
        item = Picture.ITEM_DOT;
        break;
    }
    return new Picture(board.files(), board.ranks(), pieces, marks(board, setup.items()), item, numbered, names,
        setup.turn() == Side.WHITE, index(board, highlights.origin().getOrNull()), path,
        marks(board, highlights.destinations()), marks(board, highlights.captured()),
        index(board, highlights.lastFrom().getOrNull()), index(board, highlights.lastTo().getOrNull()),
        options.squareSize(), options.coordinates(), options.flipped(), options.palette().toArray(),
        Messages.core(locale).text(Localizable.of(setup.turn() == Side.WHITE
            ? "diagram.white-to-move" : "diagram.black-to-move")));
  }

  /** The board index of a square, or {@link Picture#NONE} for no square or one off the board. */
  private static int index(BoardShape board, @Nullable Square square) {
    return square == null || !board.contains(square) ? Picture.NONE : board.index(square);
  }

  /** The squares of a set that are on the board, by board index. */
  private static boolean[] marks(BoardShape board, SquareSet squares) {
    boolean[] marks = new boolean[board.size()];
    for (Square square : squares) {
      if (board.contains(square)) {
        marks[board.index(square)] = true;
      }
    }
    return marks;
  }

  private static int code(Piece piece, boolean numbered) {
    int kind;
    switch (piece.role()) {
      case KING:
        // Role.KING is a crowned man on a numbered draughts board (ID-7), a chess king elsewhere
        kind = numbered ? Picture.DRAUGHTS_KING : Picture.KING;
        break;
      case QUEEN:
        kind = Picture.QUEEN;
        break;
      case ROOK:
        kind = Picture.ROOK;
        break;
      case BISHOP:
        kind = Picture.BISHOP;
        break;
      case KNIGHT:
        kind = Picture.KNIGHT;
        break;
      case PAWN:
        kind = Picture.PAWN;
        break;
      default:
        kind = Picture.MAN;
        break;
    }
    return piece.side() == Side.BLACK ? kind | Picture.BLACK : kind;
  }
}
