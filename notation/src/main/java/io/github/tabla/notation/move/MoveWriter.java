package io.github.tabla.notation.move;

import org.apiguardian.api.API;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.NotationSpec;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.vavr.collection.Array;
import io.vavr.control.Option;

/**
 * Writes moves in a game's notation, chosen from its {@link NotationSpec}:
 *
 * <ul>
 *   <li>{@link SquareNaming#DRAUGHTS}: the official numbers (ID-2), no piece letters, {@code -} for a
 *       step and {@code x} between every landing square of a capture (ID-4): {@code 22-19},
 *       {@code 29x22x15x6}. The {@linkplain #writeCompact compact} form writes a capture as its two
 *       ends ({@code 29x6}) unless another legal capture has the same ends (ID-11a).
 *   <li>{@link SquareNaming#CHESS}: long algebraic with the piece letter when
 *       {@link NotationSpec#pieceLetters()} says so: {@code Ke1-e2}, {@code Ne8xc7}, {@code Qd1-d4}.
 *       {@code x} only when {@link Move#captured()} is not empty: collecting a diamond or a button is a
 *       plain move.
 *   <li>A pass is {@code --} in every game.
 * </ul>
 *
 * <p>What this writes, {@link MoveText#parse(String, SquareNaming)} reads and {@link MoveResolver}
 * resolves back to the same move.
 *
 * <pre>{@code
 * MoveWriter w = new MoveWriter(game.notation());
 * w.write(move);                      // "Ke1-e2"
 * w.writeCompact(position, capture);  // "29x6", or the whole path when it is needed
 * }</pre>
 *
 * @param spec the game's notation declaration
 */
@API(status = API.Status.STABLE, since = "0.1")
public record MoveWriter(NotationSpec spec) {

  /**
   * Writes a move in full.
   *
   * @param move the move
   * @return the move text
   */
  public String write(Move move) {
    if (!(move instanceof Move.PieceMove pm)) {
      return "--";
    }
    return write(pm, pm.path());
  }

  /**
   * Writes a move, a capture by its two ends where that names it among the position's legal moves.
   * Only paths of more than two squares get shorter; everything else is written as {@link #write}.
   *
   * @param <P> the position type
   * @param position the position the move is played in
   * @param move one of its legal moves
   * @return the compact move text
   */
  public <P extends GamePosition<P>> String writeCompact(P position, Move move) {
    if (!(move instanceof Move.PieceMove pm) || pm.path().size() <= 2) {
      return write(move);
    }
    Square from = pm.path().head();
    Square to = pm.path().last();
    boolean shared = position.legalMoves().exists(m -> !m.equals(move) && m.origin().contains(from)
        && m.destination().contains(to) && m.isCapture() == pm.isCapture());
    return shared ? write(move) : write(pm, Array.of(from, to));
  }

  private String write(Move.PieceMove move, Array<Square> squares) {
    boolean numbered = spec.squares().numbered();
    String letter = !numbered && spec.pieceLetters() ? String.valueOf(move.role().letter()) : "";
    // a square the naming has no name for (never on a legal move) is written in chess coordinates
    return letter + squares.map(s -> spec.squares().name(s).getOrElse(s.text()))
        .mkString(move.isCapture() ? "x" : "-");
  }

  /**
   * The text value of a move as {@link #write} writes it.
   *
   * @param move the move
   * @return the move text value: a {@link MoveText.DraughtsPath}, a {@link MoveText.LongAlgebraic} or a
   *     {@link MoveText.Pass}
   */
  public MoveText toText(Move move) {
    if (!(move instanceof Move.PieceMove pm)) {
      return new MoveText.Pass();
    }
    if (spec.squares().numbered() && pm.path().forAll(spec.squares()::names)) {
      return new MoveText.DraughtsPath(pm.path(), pm.isCapture(), spec.squares());
    }
    return new MoveText.LongAlgebraic(spec.pieceLetters() ? Option.some(PieceLetter.of(pm.role()))
        : Option.none(), pm.path(), pm.isCapture());
  }
}
