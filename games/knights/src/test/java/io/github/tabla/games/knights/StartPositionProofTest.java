package io.github.tabla.games.knights;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tabla.core.Side;
import io.github.tabla.games.knights.internal.Board;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The proof that, from the start, best play by both sides draws the round, each knight finishing in 19
 * turns (published in the package documentation).
 *
 * <p>Write {@code T = 19}. (1) No knight can finish in fewer than {@code T} turns: its shortest tour on a
 * board with nothing in its way is 19. (2) Each side has a strategy that never finishes later than the
 * other side. The search {@link Prover} plays this knight against an adversary that may put the other
 * knight on any square, but pays for it: the other knight standing on square {@code x} after {@code j} of
 * its turns costs it at least {@code cost(x, j)} turns more than {@code T} for its own race (the exact
 * minimum over the states (square, targets left) it can be in after {@code j} turns, passes allowed). This
 * knight wins the search when it finishes within {@code T} plus the highest cost the adversary paid on
 * the line. The adversary may also never pay, and then this knight must finish in {@code T}. Its own
 * static pieces are all kept on the board (they can only disappear, which only gives more jumps).
 *
 * <p>If White wins its search, White finishes no later than Black in every game; if Black wins its search
 * (the adversary moving first), Black finishes no later than White. Both together with (1): both finish on
 * their 19th turn, and Black's 19th is the equalising move of KN-9, so the round is drawn.
 */
class StartPositionProofTest {
  private static final int INF = 1 << 20;
  private static final int T = 19;

  /** Distances over states (square, targets left) for one knight, on a board with some squares blocked. */
  static final class StateSpace {
    final int k;
    final int[] targetSquares;
    final int[] index = new int[64];
    final long blocked;

    StateSpace(long targets, long blocked) {
      this.k = Long.bitCount(targets);
      this.targetSquares = new int[k];
      this.blocked = blocked;
      Arrays.fill(index, -1);
      int i = 0;
      for (long b = targets; b != 0L; b &= b - 1) {
        targetSquares[i] = Long.numberOfTrailingZeros(b);
        index[targetSquares[i]] = i++;
      }
    }

    int states() {
      return 64 << k;
    }

    /** The mask after landing on a square. */
    int land(int square, int mask) {
      int j = index[square];
      return j >= 0 ? mask & ~(1 << j) : mask;
    }

    /** Fewest jumps from each state to capture everything left: a backward breadth-first search. */
    int[] toFinish() {
      int[] d = new int[states()];
      Arrays.fill(d, INF);
      int[] queue = new int[states()];
      int head = 0;
      int tail = 0;
      for (int s = 0; s < 64; s++) {
        if ((blocked & (1L << s)) == 0L) {
          d[s << k] = 0;
          queue[tail++] = s << k;
        }
      }
      while (head < tail) {
        int state = queue[head++];
        int n = state >>> k;
        int after = state & ((1 << k) - 1);
        int j = index[n];
        if (j >= 0 && (after & (1 << j)) != 0) {
          continue; // a knight never stands on a target that is still there
        }
        for (long b = Board.jumps(n) & ~blocked; b != 0L; b &= b - 1) {
          int p = Long.numberOfTrailingZeros(b);
          // (p, after) lands on n without capturing; (p, after + n's target) lands on it capturing
          for (int edge = 0; edge < (j < 0 ? 1 : 2); edge++) {
            int from = p << k | after | (edge == 0 ? 0 : 1 << j);
            if (d[from] == INF) {
              d[from] = d[state] + 1;
              queue[tail++] = from;
            }
          }
        }
      }
      return d;
    }

    /** Fewest jumps from a start to each state: a forward breadth-first search. */
    int[] fromStart(int knight) {
      int[] d = new int[states()];
      Arrays.fill(d, INF);
      int[] queue = new int[states()];
      int head = 0;
      int tail = 0;
      int start = knight << k | ((1 << k) - 1);
      d[start] = 0;
      queue[tail++] = start;
      while (head < tail) {
        int state = queue[head++];
        int s = state >>> k;
        int mask = state & ((1 << k) - 1);
        for (long b = Board.jumps(s) & ~blocked; b != 0L; b &= b - 1) {
          int n = Long.numberOfTrailingZeros(b);
          int next = n << k | land(n, mask);
          if (d[next] == INF) {
            d[next] = d[state] + 1;
            queue[tail++] = next;
          }
        }
      }
      return d;
    }
  }

  /**
   * The adversary's price table: {@code cost[j][x]}, the fewest extra turns (beyond {@code T}) the other
   * knight's race takes if it stands on {@code x} after {@code j} of its turns; {@code INF} when it cannot be
   * there. Computed on the board most favourable to it: nothing in its way at all.
   */
  static int[][] costs(int knight, long targets, int maxTurns) {
    StateSpace space = new StateSpace(targets, 0L);
    int[] finish = space.toFinish();
    int[] reach = space.fromStart(knight);
    int k = space.k;
    int[][] bestAtDepth = new int[64][maxTurns + 1];
    for (int[] row : bestAtDepth) {
      Arrays.fill(row, INF);
    }
    for (int state = 0; state < space.states(); state++) {
      int d = reach[state];
      if (d <= maxTurns && finish[state] < INF) {
        int x = state >>> k;
        bestAtDepth[x][d] = Math.min(bestAtDepth[x][d], finish[state]);
      }
    }
    int[][] cost = new int[maxTurns + 1][64];
    for (int x = 0; x < 64; x++) {
      int best = INF;
      for (int j = 0; j <= maxTurns; j++) {
        // passes let the knight wait, so reaching x within j turns is enough
        best = Math.min(best, bestAtDepth[x][j]);
        cost[j][x] = best >= INF ? INF : j + best - T;
      }
    }
    return cost;
  }

  /** The search: can this knight always finish within T plus the highest price the adversary paid? */
  static final class Prover {
    private final StateSpace space;
    private final int[] finish;
    private final int[][] cost;
    private final int adversaryLead;
    private final Map<Long, Boolean> memo = new HashMap<>();

    Prover(StateSpace space, int[][] cost, int adversaryLead) {
      this.space = space;
      this.finish = space.toFinish();
      this.cost = cost;
      this.adversaryLead = adversaryLead;
    }

    int positions() {
      return memo.size();
    }

    /**
     * Whether this knight, on {@code square} with {@code mask} left after {@code turns} of its turns, the
     * adversary having paid {@code paid} so far, finishes within {@code T + paid} against every adversary.
     */
    boolean wins(int square, int mask, int turns, int paid) {
      if (mask == 0) {
        return turns <= T + paid;
      }
      if (turns + finish[square << space.k | mask] > T + paid) {
        // the adversary stops paying and this knight is too late
        return false;
      }
      long key = (long) square << 48 | (long) mask << 24 | (long) turns << 12 | paid;
      Boolean known = memo.get(key);
      if (known != null) {
        return known;
      }
      int[] to = new int[8];
      int[] after = new int[8];
      boolean[] capture = new boolean[8];
      int n = 0;
      for (long b = Board.jumps(square) & ~space.blocked; b != 0L; b &= b - 1) {
        to[n] = Long.numberOfTrailingZeros(b);
        after[n] = space.land(to[n], mask);
        capture[n] = after[n] != mask;
        n++;
      }
      int time = turns + adversaryLead;
      if (time >= cost.length) {
        throw new IllegalStateException("price table too short for turn " + time);
      }
      boolean result = false;
      for (int i = 0; i < n && !result; i++) {
        result = wins(to[i], after[i], turns + 1, paid);
      }
      // the adversary may stand on any square this knight would land on without capturing
      for (int blocked = 0; blocked < n && result; blocked++) {
        if (capture[blocked] || cost[time][to[blocked]] >= INF) {
          continue;
        }
        int newPaid = Math.max(paid, cost[time][to[blocked]]);
        boolean escape = false;
        for (int i = 0; i < n && !escape; i++) {
          escape = i != blocked && wins(to[i], after[i], turns + 1, newPaid);
        }
        result = escape;
      }
      memo.put(key, result);
      return result;
    }
  }

  @Test
  void theStartIsSymmetricTopToBottom() {
    assertEquals(Board.BLACK_STATIC_START, Board.mirror(Board.WHITE_STATIC_START));
    assertEquals(Board.BLACK_KNIGHT_START, Board.mirror(Board.WHITE_KNIGHT_START));
    for (int s = 0; s < 64; s++) {
      assertEquals(Board.roleAt(s), Board.roleAt(Board.mirror(s)));
    }
  }

  @Test
  void noKnightCanFinishInFewerThanNineteenTurns() {
    StateSpace free = new StateSpace(Board.BLACK_STATIC_START, 0L);
    int[] finish = free.toFinish();
    assertEquals(T, finish[Board.WHITE_KNIGHT_START << free.k | ((1 << free.k) - 1)]);
    assertEquals(T, RacePlanner.lowerBound(KnightsGame.standard().start(), Side.WHITE));
    assertEquals(T, RacePlanner.lowerBound(KnightsGame.standard().start(), Side.BLACK));
  }

  @Test
  void whiteCanAlwaysFinishNoLaterThanBlack() {
    // White races on its board with every white piece standing; the adversary is Black's knight from e1,
    // which has made as many turns as White when White is about to move
    StateSpace white = new StateSpace(Board.BLACK_STATIC_START, Board.WHITE_STATIC_START);
    int[][] blackCost = costs(Board.BLACK_KNIGHT_START, Board.WHITE_STATIC_START, 80);
    Prover prover = new Prover(white, blackCost, 0);
    assertTrue(prover.wins(Board.WHITE_KNIGHT_START, (1 << white.k) - 1, 0, 0));
    assertTrue(prover.positions() > 0);
  }

  @Test
  void blackCanAlwaysFinishNoLaterThanWhite() {
    // by the symmetry of the start, Black's race is White's mirrored; White's knight, the adversary, has
    // made one turn more than Black when Black is about to move
    StateSpace black = new StateSpace(Board.WHITE_STATIC_START, Board.BLACK_STATIC_START);
    int[][] whiteCost = costs(Board.WHITE_KNIGHT_START, Board.BLACK_STATIC_START, 80);
    Prover prover = new Prover(black, whiteCost, 1);
    assertTrue(prover.wins(Board.BLACK_KNIGHT_START, (1 << black.k) - 1, 0, 0));
  }

  @Test
  void theProofIsNotEmpty_anAdversaryThatPaysNothingCanDelayWhite() {
    // if standing in White's way cost Black nothing, Black could block White past 19 turns
    StateSpace white = new StateSpace(Board.BLACK_STATIC_START, Board.WHITE_STATIC_START);
    int[][] free = new int[80][64];
    Prover prover = new Prover(white, free, 0);
    assertTrue(!prover.wins(Board.WHITE_KNIGHT_START, (1 << white.k) - 1, 0, 0));
  }

  @Test
  void twoPerfectRobotsDrawFromTheStart_eachFinishingInNineteenTurns() {
    KnightsGame game = KnightsGame.standard();
    var robot = game.robot(game.strongestLevel(), 0L);
    KnightsPosition p = game.start();
    while (!p.isOver()) {
      p = p.playUnchecked(robot.choose(p, io.github.tabla.core.robot.Budget.UNLIMITED).move());
    }
    assertTrue(p.outcome().get().isDraw());
    assertEquals("knights.end.both-finished", p.outcome().get().termination().code());
    assertEquals(io.github.tabla.core.Score.of(T, T), p.turns());
  }
}
