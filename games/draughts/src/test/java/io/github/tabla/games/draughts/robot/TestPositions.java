package io.github.tabla.games.draughts.robot;

import io.github.tabla.core.Move;
import io.github.tabla.core.Piece;
import io.github.tabla.core.Role;
import io.github.tabla.core.Setup;
import io.github.tabla.core.Side;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.engine.StateEvaluator;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.DrawPolicy;
import io.github.tabla.games.draughts.ItalianDraughts;
import io.github.tabla.games.draughts.internal.DraughtsKernel;
import io.github.tabla.notation.Notation;
import java.util.SplittableRandom;

/** Positions for the Robot's tests: the rules' text form ({@code W:WK11:BK6,14,22}) and random endgames. */
final class TestPositions {
  private TestPositions() {}

  static final ItalianDraughts GAME = new ItalianDraughts();
  static final ItalianDraughts NO_DRAWS = ItalianDraughts.withDrawPolicy(DrawPolicy.NONE);

  static DraughtsPosition position(String text) {
    return position(GAME, text);
  }

  static DraughtsPosition position(ItalianDraughts game, String text) {
    return Notation.forGame(game).readPosition(text)
        .getOrElseThrow(problem -> new IllegalArgumentException(text + ": " + problem));
  }

  /** A random position with a number of pieces, each side at least one, not over. */
  static DraughtsPosition random(SplittableRandom random, int pieces) {
    return random(GAME, random, pieces);
  }

  static DraughtsPosition random(ItalianDraughts game, SplittableRandom random, int pieces) {
    return random(game, random, pieces, false);
  }

  /** A random position of kings only with a number of pieces, each side at least one, not over. */
  static DraughtsPosition randomKings(SplittableRandom random, int pieces) {
    return random(GAME, random, pieces, true);
  }

  private static DraughtsPosition random(ItalianDraughts game, SplittableRandom random, int pieces,
      boolean kingsOnly) {
    while (true) {
      Setup s = Setup.empty(random.nextBoolean() ? Side.WHITE : Side.BLACK);
      boolean[] used = new boolean[33];
      for (int p = 0; p < pieces; p++) {
        int n;
        do {
          n = 1 + random.nextInt(32);
        } while (used[n]);
        used[n] = true;
        Side side = p == 0 ? Side.WHITE : p == 1 ? Side.BLACK : random.nextBoolean() ? Side.WHITE : Side.BLACK;
        boolean farRow = side == Side.WHITE ? n <= 4 : n >= 29;
        Role role = kingsOnly || farRow || random.nextInt(2) == 0 ? Role.KING : Role.MAN;
        s = s.withPiece(SquareNaming.draughtsSquare(n).get(), Piece.of(side, role));
      }
      DraughtsPosition position = game.fromSetup(s).get();
      if (!position.isOver()) {
        return position;
      }
    }
  }

  /** Men 100, kings 300, for the side to move: an evaluator of kernel states simple enough to check. */
  static final StateEvaluator MATERIAL = (states, at) -> {
    int kings = DraughtsKernel.kings(states, at);
    int white = DraughtsKernel.white(states, at);
    int black = DraughtsKernel.black(states, at);
    int w = 100 * Integer.bitCount(white) + 200 * Integer.bitCount(white & kings);
    int b = 100 * Integer.bitCount(black) + 200 * Integer.bitCount(black & kings);
    return DraughtsKernel.whiteToMove(states, at) ? w - b : b - w;
  };

  /** A move in the notation of ID-4. */
  static String text(Move move) {
    return move.path().map(sq -> String.valueOf(SquareNaming.draughtsNumber(sq).get()))
        .mkString(move.isCapture() ? "x" : "-");
  }
}
