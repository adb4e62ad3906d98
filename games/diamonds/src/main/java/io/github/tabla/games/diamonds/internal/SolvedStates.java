package io.github.tabla.games.diamonds.internal;

import io.github.tabla.core.engine.KernelResult;
import io.github.tabla.core.engine.KernelSearch;
import io.github.tabla.core.engine.StateBounds;
import io.github.tabla.core.engine.StateEvaluator;
import io.github.tabla.core.engine.StateOracle;
import io.github.tabla.core.engine.StateOrdering;
import io.github.tabla.core.engine.TableKey;
import io.github.tabla.core.kernel.Kernel;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import org.jspecify.annotations.Nullable;

/**
 * The hooks with which core's one engine solves any state exactly, reading the {@link SolutionTable}
 * (KD-10): values are final diamond differences from the side to move's view, in hundredths of a diamond.
 *
 * <ul>
 *   <li>the oracle: the table's value of every state whose plies left it knows (multiples of 4 from the
 *       state's own threshold, at least 16), asked for each move before it is made, so that a move into a
 *       known state costs no search;
 *   <li>the bounds: a side cannot collect more diamonds than there are, nor more than its moves left
 *       allow after walking to the nearest one (KD-4, KD-6.2);
 *   <li>the order: moves by how good the table says their state is (its value is exact only at the plies
 *       it knows, and a good guess at the others);
 *   <li>the table key: the kings (the mover's and the other's), the diamonds left and the plies left,
 *       without the diamonds collected, which the table does not store.
 * </ul>
 *
 * <p>So from a state with 16 or more plies left the search reaches known states within four plies along
 * almost every line, and below 16 it searches to the end of the round, which is short. A search of the
 * perfect level is {@link KernelSearch#solve} with these hooks, and every answer of {@code PerfectPlay}
 * {@link KernelSearch#solveValue}. An instance's {@link #gain} calls share one table (a
 * {@link KernelSearch.Session}), so an instance is for one thread.
 *
 * <pre>{@code
 * SolvedStates solved = new SolvedStates(SolutionTable.load());
 * int gain = solved.gain(Board.WHITE_START, Board.BLACK_START, Board.ALL_DIAMONDS, Board.PLIES);   // +1
 * }</pre>
 */
public final class SolvedStates {
  /** The engine's table for one solve: 2^14 entries, 256 KiB (the fastest of 2^14 to 2^18 on average). */
  public static final int TABLE_ENTRIES = 1 << 14;

  private static final int DIAMOND = Evaluation.DIAMOND;
  private static final DiamondsKernel KERNEL = DiamondsKernel.INSTANCE;

  private final SolutionTable table;
  private final KernelSearch engine;
  /** The solves' shared table, made at the first state the solved table does not know. */
  private KernelSearch.@Nullable Session session;

  /**
   * The hooks on a solved table, and the engine with them.
   *
   * @param table the solved table
   * @param evaluator the evaluator of the engine's iterations (the perfect level's first guess)
   */
  public SolvedStates(SolutionTable table, StateEvaluator evaluator) {
    this.table = table;
    this.engine = KernelSearch.of(KERNEL, evaluator).withOracle(new Known()).withBounds(new NearestDiamond())
        .withOrdering(new ByTable()).withTableKey(new WithoutPoints()).withTableEntries(TABLE_ENTRIES);
  }

  /**
   * The hooks on a solved table, with the evaluator that scores a state by its diamonds ahead only.
   *
   * @param table the solved table
   */
  public SolvedStates(SolutionTable table) {
    this(table, new StateEvaluator() {
      @Override
      public int evaluate(long[] states, int at) {
        return DIAMOND * ahead(states, at);
      }

      @Override
      public int terminal(Kernel kernel, long[] states, int at) {
        return DIAMOND * ahead(states, at);
      }
    });
  }

  /**
   * The engine with these hooks.
   *
   * @return the engine
   */
  public KernelSearch engine() {
    return engine;
  }

  /**
   * What the side to move will collect more than the other side from a state that goes on, under perfect
   * play: the table's value where it knows the state, otherwise a solve from that value, with the table of
   * this instance's earlier solves.
   *
   * @param states the array holding the state
   * @param at the offset of a state that is not over
   * @return the gain, -16..16
   */
  public int gain(long[] states, int at) {
    int plies = pliesLeft(states, at);
    int entry = table.entry(mover(states, at), other(states, at), Board.toFieldSet(DiamondsKernel.diamonds(states,
        at)));
    if (table.knows(entry, plies)) {
      return SolutionTable.value(entry);
    }
    int ahead = ahead(states, at);
    if (session == null) {
      session = engine.session();
    }
    KernelResult solved = session.solveValue(states, at, DIAMOND * (ahead + SolutionTable.value(entry)), Budget.UNLIMITED,
        new Cancellation());
    return solved.score() / DIAMOND - ahead;
  }

  /**
   * The gain of a state given by its parts: the mover's king, the other king, the diamonds left and the
   * plies left, with no diamonds collected.
   *
   * @param mover the square of the king to move
   * @param other the square of the other king, not next to the mover's
   * @param set the diamonds left as a field set, none under a king
   * @param plies the plies left in the round, 0..80
   * @return what the mover will collect minus what the other side will, under perfect play
   */
  public int gain(int mover, int other, int set, int plies) {
    long[] states = new long[DiamondsKernel.WORDS];
    // the mover is White with an even number of plies left, Black with an odd one: the counters add up
    boolean black = (plies & 1) == 1;
    int whiteMoves = (Board.PLIES - plies + 1) / 2;
    int blackMoves = Board.PLIES - plies - whiteMoves;
    DiamondsKernel.write(states, 0, black ? other : mover, black ? mover : other, Board.toBoard(set), whiteMoves,
        blackMoves, 0, 0, black);
    return KERNEL.isOver(states, 0) ? 0 : gain(states, 0);
  }

  /** The table's value of a state whose plies left it knows. */
  private final class Known implements StateOracle {
    @Override
    public int solve(long[] states, int at) {
      int entry = table.entry(mover(states, at), other(states, at), Board.toFieldSet(DiamondsKernel.diamonds(states,
          at)));
      return table.knows(entry, pliesLeft(states, at)) ? DIAMOND * (ahead(states, at) + SolutionTable.value(entry))
          : UNKNOWN;
    }

    /** The state after a step or a pass, read from the table without making the move. */
    @Override
    public int solveMove(long[] states, int at, long move) {
      int plies = pliesLeft(states, at) - 1;
      long diamonds = DiamondsKernel.diamonds(states, at);
      int ahead = ahead(states, at);
      int entry;
      if (move == DiamondsKernel.PASS) {
        entry = table.entry(other(states, at), mover(states, at), Board.toFieldSet(diamonds));
      } else {
        int to = (int) move;
        long gained = diamonds & 1L << to;
        ahead += gained == 0L ? 0 : 1;
        entry = table.entry(other(states, at), to, Board.toFieldSet(diamonds & ~gained));
      }
      return table.knows(entry, plies) ? DIAMOND * (SolutionTable.value(entry) - ahead) : UNKNOWN;
    }

    @Override
    public boolean solvesMoves() {
      return true;
    }

    @Override
    public String toString() {
      return "SolvedStates.Known";
    }
  }

  /** What each side can still collect: every diamond left at most, and no more than its moves allow. */
  private static final class NearestDiamond implements StateBounds {
    @Override
    public int upper(long[] states, int at) {
      int set = Board.toFieldSet(DiamondsKernel.diamonds(states, at));
      int reach = (pliesLeft(states, at) + 1) / 2 - Board.nearestDiamond(mover(states, at), set) + 1;
      return DIAMOND * (ahead(states, at) + Math.min(Integer.bitCount(set), Math.max(0, reach)));
    }

    @Override
    public int lower(long[] states, int at) {
      int set = Board.toFieldSet(DiamondsKernel.diamonds(states, at));
      int reach = pliesLeft(states, at) / 2 - Board.nearestDiamond(other(states, at), set) + 1;
      return DIAMOND * (ahead(states, at) - Math.min(Integer.bitCount(set), Math.max(0, reach)));
    }

    @Override
    public int pliesLeft(long[] states, int at) {
      return SolvedStates.pliesLeft(states, at);
    }

    @Override
    public String toString() {
      return "SolvedStates.NearestDiamond";
    }
  }

  /** Moves by the table's value of their states, a collection first among equals; a pass last. */
  private final class ByTable implements StateOrdering {
    @Override
    public int priority(long[] states, int at, long move) {
      if (move == DiamondsKernel.PASS) {
        return 0;
      }
      int to = (int) move;
      long diamonds = DiamondsKernel.diamonds(states, at);
      int gain = (int) (diamonds >>> to & 1L);
      int entry = table.entry(other(states, at), to, Board.toFieldSet(diamonds & ~(1L << to)));
      // 1 to 137: the gain less the other side's value after it, then the gain
      return 65 + (gain - SolutionTable.value(entry)) * 4 + gain;
    }

    @Override
    public String toString() {
      return "SolvedStates.ByTable";
    }
  }

  /** The kings, the diamonds and the plies left; the diamonds ahead are settled. */
  private static final class WithoutPoints implements TableKey {
    @Override
    public long key(Kernel kernel, long[] states, int at) {
      long key = Board.toFieldSet(DiamondsKernel.diamonds(states, at)) | (long) mover(states, at) << 16
          | (long) other(states, at) << 22 | (long) pliesLeft(states, at) << 28;
      return key * 0x9E37_79B9_7F4A_7C15L;
    }

    @Override
    public int settled(long[] states, int at) {
      return DIAMOND * ahead(states, at);
    }

    @Override
    public String toString() {
      return "SolvedStates.WithoutPoints";
    }
  }

  private static int mover(long[] states, int at) {
    return DiamondsKernel.king(states, at, KERNEL.sideToMove(states, at));
  }

  private static int other(long[] states, int at) {
    return DiamondsKernel.king(states, at, 1 - KERNEL.sideToMove(states, at));
  }

  private static int ahead(long[] states, int at) {
    int side = KERNEL.sideToMove(states, at);
    return DiamondsKernel.points(states, at, side) - DiamondsKernel.points(states, at, 1 - side);
  }

  private static int pliesLeft(long[] states, int at) {
    return Board.PLIES - DiamondsKernel.movesMade(states, at, 0) - DiamondsKernel.movesMade(states, at, 1);
  }

  @Override
  public String toString() {
    return "SolvedStates";
  }
}
