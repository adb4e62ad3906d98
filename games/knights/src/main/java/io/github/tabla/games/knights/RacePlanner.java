package io.github.tabla.games.knights;

import org.apiguardian.api.API;
import io.github.tabla.core.Move;
import io.github.tabla.core.Role;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.games.knights.internal.Board;
import io.github.tabla.games.knights.internal.Rules;
import io.github.tabla.games.knights.internal.TourSolver;
import io.vavr.collection.Array;
import io.vavr.control.Option;

/**
 * The race planner (KN-13): the exact shortest capture tour of a racing knight from any position, and the
 * number of turns it needs.
 *
 * <p><b>The model.</b> A knight's plan is made against the board as it stands now: its own side's static
 * pieces block it (they can only disappear later, when the other knight captures them, which can only
 * shorten the tour), its targets are the other side's static pieces, and the other racing knight blocks the
 * square it stands on for this knight's next jump only, when this knight is the one to move. After that the
 * other knight is taken to stand aside: it must jump away on its own turn, and it can stand in the way later
 * only by leaving its own race. Within this model the answer is exact (Held-Karp dynamic programming over
 * the subsets of the remaining targets, see the package documentation). The plan is made again after every
 * move, so squares freed by the other knight's captures and squares it blocks are taken into account as
 * they happen.
 *
 * <pre>{@code
 * KnightsPosition start = KnightsGame.standard().start();
 * RacePlanner.minimumTurns(start, Side.WHITE);    // Some(19)
 * RacePlanner.shortestTour(start, Side.WHITE);    // Some(e8xg7 g7-f5 f5xe7 ... f7xh8), 19 moves
 * RacePlanner.lowerBound(start, Side.BLACK);      // Some(19): no play finishes Black sooner
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class RacePlanner {
  private RacePlanner() {}

  /**
   * The shortest complete capture tour of a side's knight on the board as it stands (see the model above).
   * Among equally short tours the one whose jumps land on the lowest squares first is chosen.
   *
   * @param position the position
   * @param side the side whose knight races
   * @return the tour (empty when the side has no target left), or none when some target cannot be reached
   *     on this board
   */
  public static Option<Tour> shortestTour(KnightsPosition position, Side side) {
    boolean white = side == Side.WHITE;
    long targets = position.piecesBits(!white);
    long own = position.piecesBits(white);
    int knight = position.knightIndex(white);
    Square from = Square.at(knight);
    if (targets == 0L) {
      return Option.some(new Tour(side, Array.empty()));
    }
    TourSolver solver = new TourSolver(targets, own);
    Array<Move> moves = Array.empty();
    long blockedNow = own;
    if (position.isWhiteToMove() == white) {
      blockedNow |= 1L << position.knightIndex(!white);
      if ((Board.jumps(knight) & ~blockedNow) == 0L && (Board.jumps(knight) & ~own) != 0L) {
        // the other knight stands on the only jump: lose this turn (KN-8), then the way is clear
        moves = moves.append(Move.Pass.of(side));
        blockedNow = own;
      }
    }
    if (solver.turns(knight, targets) >= TourSolver.UNREACHABLE) {
      return Option.none();
    }
    long remaining = targets;
    int square = knight;
    while (remaining != 0L) {
      int bestSquare = -1;
      int best = TourSolver.UNREACHABLE;
      for (long b = Board.jumps(square) & ~blockedNow; b != 0L; b &= b - 1) {
        int n = Long.numberOfTrailingZeros(b);
        int v = solver.turns(n, remaining);
        if (v < best) {
          best = v;
          bestSquare = n;
        }
      }
      if (bestSquare < 0) {
        return Option.none();
      }
      long bit = 1L << bestSquare;
      Square to = Square.at(bestSquare);
      moves = moves.append((remaining & bit) != 0L
          ? Move.PieceMove.capture(side, Role.KNIGHT, from, to)
          : Move.PieceMove.step(side, Role.KNIGHT, from, to));
      remaining &= ~bit;
      square = bestSquare;
      from = to;
      blockedNow = own;
    }
    return Option.some(new Tour(side, moves));
  }

  /**
   * The fewest turns a side's knight needs to capture all its remaining targets, counted from its next
   * turn, on the board as it stands (see the model above): the length of {@link #shortestTour}.
   *
   * @param position the position
   * @param side the side
   * @return the number of turns (0 when no target is left), or none when some target cannot be reached
   */
  public static Option<Integer> minimumTurns(KnightsPosition position, Side side) {
    return shortestTour(position, side).map(Tour::turns);
  }

  /**
   * A bound no play can beat: the fewest turns a side's knight needs when nothing blocks it at all (all its
   * own pieces captured, the other knight out of the way). From the start it equals
   * {@link #minimumTurns}: 19 for each side.
   *
   * @param position the position
   * @param side the side
   * @return the bound, 0 when no target is left
   */
  public static int lowerBound(KnightsPosition position, Side side) {
    boolean white = side == Side.WHITE;
    long targets = position.piecesBits(!white);
    if (targets == 0L) {
      return 0;
    }
    return new TourSolver(targets, 0L).turns(position.knightIndex(white), targets);
  }

  /**
   * The turns left to a knight whose next jump may not land on one square (the other knight's), planned
   * with a solver made for the knight's own blockers; a forced pass counts as a turn.
   */
  static int turnsWithNextJumpBlocked(TourSolver solver, int knight, long targets, long own, int blockedSquare) {
    if (targets == 0L) {
      return 0;
    }
    long jumps = Rules.jumps(knight, own, blockedSquare);
    if (jumps == 0L) {
      int after = solver.turns(knight, targets);
      return after >= TourSolver.UNREACHABLE ? TourSolver.UNREACHABLE : 1 + after;
    }
    int best = TourSolver.UNREACHABLE;
    for (long b = jumps; b != 0L; b &= b - 1) {
      int v = 1 + solver.turns(Long.numberOfTrailingZeros(b), targets);
      if (v < best) {
        best = v;
      }
    }
    return best;
  }
}
