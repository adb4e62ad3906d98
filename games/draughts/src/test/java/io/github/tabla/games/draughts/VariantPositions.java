package io.github.tabla.games.draughts;

import io.github.tabla.core.Move;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.notation.position.PositionText;
import io.vavr.collection.Seq;

/** Positions and move texts of a variant for its rules tests, in the variant's own names. */
final class VariantPositions {
  private VariantPositions() {}

  /**
   * The position of a PDN FEN, with move counts that fit the side to move.
   *
   * @param game the variant
   * @param fen for example {@code "W:W22:B18,26"}
   * @return the position
   */
  static VariantPosition position(DraughtsVariant game, String fen) {
    Setup setup = PositionText.read(game.notation(), fen).getOrElseThrow(e -> new IllegalArgumentException(e.toString()));
    boolean firstToMove = setup.turn() == game.rules().firstToMove();
    String first = game.rules().firstToMove() == Side.WHITE ? DraughtsVariant.WHITE_MOVES_FIELD
        : DraughtsVariant.BLACK_MOVES_FIELD;
    Setup counted = firstToMove ? setup : setup.withField(first, "1");
    var result = game.fromSetup(counted);
    if (result.isInvalid()) {
      throw new IllegalArgumentException(fen + ": " + result.getError());
    }
    return result.get();
  }

  /**
   * A move as the variant writes it: its squares' names joined by {@code -} or {@code x}.
   *
   * @param game the variant
   * @param move a move
   * @return for example {@code "22x15x6"}
   */
  static String text(DraughtsVariant game, Move move) {
    return move.path().map(s -> game.notation().squares().name(s).get()).mkString(move.isCapture() ? "x" : "-");
  }

  /**
   * The legal moves as the variant writes them, in the position's order.
   *
   * @param p a position
   * @return the texts
   */
  static Seq<String> moves(VariantPosition p) {
    return p.legalMoves().map(m -> text(p.game(), m));
  }
}
