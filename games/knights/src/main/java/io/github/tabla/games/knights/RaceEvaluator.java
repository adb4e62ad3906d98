package io.github.tabla.games.knights;

import io.github.tabla.core.Move;
import io.github.tabla.core.engine.StateEvaluator;
import io.github.tabla.core.engine.StateOrdering;
import io.github.tabla.core.robot.Evaluator;
import io.github.tabla.core.robot.MoveOrdering;
import io.github.tabla.core.robot.Unit;
import io.github.tabla.core.robot.Value;
import io.github.tabla.core.robot.ValueScale;
import io.github.tabla.core.robot.Values;
import io.github.tabla.games.knights.internal.Guards;
import io.github.tabla.games.knights.internal.KnightsKernel;
import io.github.tabla.games.knights.internal.TourSolver;

/**
 * The judgement of the {@code strongest} Robot's search: the race each side is predicted to run from a
 * position. Each side's finishing turn is its turns so far plus its exact shortest tour from there
 * ({@link TourSolver}); the side to move may not land on the other knight with its next jump. The side that
 * finishes in fewer of its own turns wins, equal turns draw (KN-9: White's finish gives Black the equalising
 * move); but a side the other knight can keep for ever from one of its targets ({@link Guards}, KN-12) is
 * predicted at most a draw, and its opponent at least one.
 *
 * <p>The solvers are made once, at the root of a search, for each side's targets and blockers there. They
 * answer for every subset of those targets, so they serve the whole search tree; deeper in the tree a side
 * may have lost some of its own pieces to the other knight, which the root solver still counts as blocking,
 * so the estimate can only be too long, and only when a freed square lies on a shortest tour.
 */
final class RaceEvaluator implements Evaluator<KnightsPosition>, MoveOrdering<KnightsPosition>, StateEvaluator,
    StateOrdering {
  /** The weight of the predicted result (win, draw, loss) in an estimate. */
  private static final int RESULT = 100_000;
  /** The weight of the predicted margin, in turns. */
  private static final int MARGIN = 100;
  private static final int MAX_MARGIN = 500;

  private final TourSolver white;
  private final TourSolver black;
  private final int limit;
  /** Which targets a knight can be kept from for ever, from the root's static pieces on. */
  private final Guards guards;

  RaceEvaluator(KnightsPosition root) {
    this.white = new TourSolver(root.piecesBits(false), root.piecesBits(true));
    this.black = new TourSolver(root.piecesBits(true), root.piecesBits(false));
    this.limit = root.game().limit();
    this.guards = new Guards(root.piecesBits(true), root.piecesBits(false));
  }

  /**
   * Scores read as race results: wins and losses, a draw when proved otherwise, and an estimate of
   * the predicted margin in moves.
   *
   * @return the scale
   */
  @Override
  public ValueScale scale() {
    return RaceEvaluator::value;
  }

  /** A race score as a value: proved results as they are, estimates as the predicted margin in moves. */
  static Value value(int score, boolean proved) {
    if (Values.isDecisive(score) || proved) {
      return ValueScale.results(Unit.MOVES, MARGIN).value(score, proved);
    }
    int result = Math.round((float) score / RESULT);
    return Value.Estimate.ofHundredths((score - result * RESULT) * 100 / MARGIN, Unit.MOVES);
  }

  private TourSolver solver(boolean whiteSide) {
    return whiteSide ? white : black;
  }

  /**
   * The predicted race from the side to move's view: the result first ({@code +-100 000}), then the margin
   * in turns ({@code 100} a turn); 0 for an even race, as at the start.
   *
   * @param p a position that is not over
   * @return the estimate, well inside the win threshold
   */
  @Override
  public int evaluate(KnightsPosition p) {
    return estimate(p.isWhiteToMove(), p.knightIndex(true), p.knightIndex(false), p.piecesBits(true),
        p.piecesBits(false), p.turnCount(true), p.turnCount(false));
  }

  /**
   * The same estimate of a kernel state, for the one engine.
   *
   * @param states the array holding the state
   * @param at the offset of a state that is not over
   * @return the estimate
   */
  @Override
  public int evaluate(long[] states, int at) {
    return estimate(KnightsKernel.whiteToMove(states, at), KnightsKernel.knight(states, at, true),
        KnightsKernel.knight(states, at, false), KnightsKernel.pieces(states, at, true),
        KnightsKernel.pieces(states, at, false), KnightsKernel.turns(states, at, true),
        KnightsKernel.turns(states, at, false));
  }

  private int estimate(boolean w, int whiteKnight, int blackKnight, long whitePieces, long blackPieces,
      int whiteTurns, int blackTurns) {
    long own = w ? whitePieces : blackPieces;
    long myTargets = w ? blackPieces : whitePieces;
    int myKnight = w ? whiteKnight : blackKnight;
    int oppKnight = w ? blackKnight : whiteKnight;
    int myLeft = RacePlanner.turnsWithNextJumpBlocked(solver(w), myKnight, myTargets, own, oppKnight);
    int oppLeft = own == 0L ? 0 : solver(!w).turns(oppKnight, own);
    int mine = Math.min((w ? whiteTurns : blackTurns) + myLeft, TourSolver.UNREACHABLE);
    int theirs = Math.min((w ? blackTurns : whiteTurns) + oppLeft, TourSolver.UNREACHABLE);
    int margin = Math.max(-MAX_MARGIN, Math.min(MAX_MARGIN, theirs - mine));
    int result = predictedResult(mine, theirs, limit);
    // a side the other knight can keep for ever from one of its targets cannot win, however short its tour,
    // and a side whose opponent can be kept so cannot lose (KN-12); the margin still says who races better
    if (result > 0 && guards.neverFinishes(w, whiteKnight, blackKnight, myTargets, w)) {
      result = 0;
    } else if (result < 0 && guards.neverFinishes(!w, whiteKnight, blackKnight, own, w)) {
      result = 0;
    }
    return result * RESULT + margin * MARGIN;
  }

  /**
   * Jumps that keep the mover on a shortest tour come first, so that among equally good moves the search
   * keeps the quickest race (the race length decides matches, KN-11).
   *
   * @param p the position
   * @param move one of its legal moves
   * @return minus the turns the mover needs after the move
   */
  @Override
  public int priority(KnightsPosition p, Move move) {
    if (move.isPass()) {
      return 0;
    }
    boolean w = p.isWhiteToMove();
    return -solver(w).turns(move.destination().get().index(), p.piecesBits(!w));
  }

  /**
   * The same priority of a kernel move, for the one engine.
   *
   * @param states the array holding the state
   * @param at the offset of the state
   * @param move a landing square, or the pass
   * @return minus the turns the mover needs after the move, 0 for the pass
   */
  @Override
  public int priority(long[] states, int at, long move) {
    if (move == KnightsKernel.PASS) {
      return 0;
    }
    boolean w = KnightsKernel.whiteToMove(states, at);
    return -solver(w).turns((int) move, KnightsKernel.pieces(states, at, !w));
  }

  /** A jump's origin and landing square, as the typed search keys its history; the pass has none. */
  @Override
  public int historyKey(long[] states, int at, long move) {
    return move == KnightsKernel.PASS ? -1
        : KnightsKernel.knight(states, at, KnightsKernel.whiteToMove(states, at)) * 64 + (int) move;
  }

  /** A capture is not remembered as a killer, as in the typed search. */
  @Override
  public boolean remembered(long[] states, int at, long move) {
    return (KnightsKernel.pieces(states, at, !KnightsKernel.whiteToMove(states, at)) >>> move & 1L) == 0L;
  }

  /**
   * The predicted result for a side, by KN-9: whoever finishes in fewer of their own turns wins, equal
   * turns draw; nobody finishing, or nobody within the safety limit, draws.
   *
   * @param mine the side's finishing turn
   * @param theirs the other side's finishing turn
   * @param limit the safety limit in turns per side, 0 for none
   * @return 1 for a win, 0 for a draw, -1 for a loss
   */
  static int predictedResult(int mine, int theirs, int limit) {
    int first = Math.min(mine, theirs);
    if (first >= TourSolver.UNREACHABLE || (limit > 0 && first > limit) || mine == theirs) {
      return 0;
    }
    return mine < theirs ? 1 : -1;
  }
}
