package io.github.tabla.games.knights.internal;

import java.util.Arrays;

/**
 * Which targets a racing knight can be kept from for ever (KN-12): for each target of each side, the
 * positions of the two racing knights from which the other knight can keep this one off every square from
 * which the target can be taken, whatever it does, for as long as the round lasts. A side with such a
 * target can never finish its race, so it can never win.
 *
 * <p>The proof is a game of the two knights alone, solved backwards: the attacker wins when it stands on
 * a square a knight's jump from the target (the defender can never stand on the target, a piece of its
 * own, so the capture follows); a position is won for the attacker when, the attacker to move, some jump
 * wins, or, the defender to move, every jump of the defender (or its forced pass, KN-8) does. The game
 * is made easier for the attacker than the race is: its knight may land on every square but the
 * defender's (its own static pieces, which block it in the race, are taken away), and the defender may
 * not land on any of its own static pieces standing when the table is made (they only disappear in the
 * race, which frees the defender). So a position the attacker cannot win here is one the defender can
 * hold in the race too, from then on, however the static pieces change: the table made at the root of
 * a search holds for every position below it.
 *
 * <p>Immutable once made, and safe to share between threads.
 */
public final class Guards {
  private static final int STATES = 64 * 64 * 2;

  /** Per side (0 White, 1 Black) and target square, the positions held for ever, or {@code null}. */
  private final long[][][] held = new long[2][64][];

  /**
   * The table for the static pieces standing now.
   *
   * @param whitePieces the white static pieces (Black's targets)
   * @param blackPieces the black static pieces (White's targets)
   */
  public Guards(long whitePieces, long blackPieces) {
    Scratch scratch = new Scratch();
    for (long t = blackPieces; t != 0L; t &= t - 1) {
      int target = Long.numberOfTrailingZeros(t);
      held[0][target] = held(target, blackPieces, scratch);
    }
    for (long t = whitePieces; t != 0L; t &= t - 1) {
      int target = Long.numberOfTrailingZeros(t);
      held[1][target] = held(target, whitePieces, scratch);
    }
  }

  /** The arrays of one solve, made once for every target. */
  private static final class Scratch {
    final boolean[] won = new boolean[STATES];
    /** The defender's jumps left to refute, for each position with the defender to move. */
    final byte[] left = new byte[STATES];
    final int[] queue = new int[STATES];
  }

  /**
   * Whether a side can never finish its race: the other knight can keep it from one of its targets for
   * ever.
   *
   * @param white the side
   * @param whiteKnight the white racing knight's square
   * @param blackKnight the black racing knight's square
   * @param targets the side's targets still standing
   * @param whiteToMove whether White is to move
   * @return {@code true} when it is proved that the side can never take all its targets
   */
  public boolean neverFinishes(boolean white, int whiteKnight, int blackKnight, long targets, boolean whiteToMove) {
    long[][] side = held[white ? 0 : 1];
    int state = state(white ? whiteKnight : blackKnight, white ? blackKnight : whiteKnight, white == whiteToMove);
    for (long t = targets; t != 0L; t &= t - 1) {
      long[] h = side[Long.numberOfTrailingZeros(t)];
      if (h != null && (h[state >>> 6] >>> state & 1L) != 0L) {
        return true;
      }
    }
    return false;
  }

  private static int state(int attacker, int defender, boolean attackerToMove) {
    return (attacker * 64 + defender) * 2 + (attackerToMove ? 0 : 1);
  }

  /**
   * The positions from which the defender, whose own static pieces are {@code defenderPieces}, keeps the
   * attacker off every square a jump from {@code target}, for ever.
   */
  private static long[] held(int target, long defenderPieces, Scratch scratch) {
    long access = Board.jumps(target);
    boolean[] won = scratch.won;
    byte[] left = scratch.left;
    int[] queue = scratch.queue;
    Arrays.fill(won, false);
    Arrays.fill(left, (byte) 0);
    int tail = 0;
    for (int attacker = 0; attacker < 64; attacker++) {
      for (int defender = 0; defender < 64; defender++) {
        if (attacker == defender || (defenderPieces >>> defender & 1L) != 0L) {
          continue;
        }
        long jumps = Board.jumps(defender) & ~defenderPieces & ~(1L << attacker);
        int defenderToMove = state(attacker, defender, false);
        left[defenderToMove] = (byte) Math.max(1, Long.bitCount(jumps));
        if ((access >>> attacker & 1L) != 0L) {
          // the two positions of the pair, the attacker to move and the defender to move, are won
          won[defenderToMove - 1] = true;
          won[defenderToMove] = true;
          queue[tail++] = defenderToMove - 1;
          queue[tail++] = defenderToMove;
        }
      }
    }
    for (int head = 0; head < tail; head++) {
      int s = queue[head];
      int attacker = s >>> 1 >>> 6;
      int defender = s >>> 1 & 63;
      if ((s & 1) == 1) {
        // the defender was to move here: the attacker jumped in from any square a jump away
        for (long from = Board.jumps(attacker) & ~(1L << defender); from != 0L; from &= from - 1) {
          int p = state(Long.numberOfTrailingZeros(from), defender, true);
          if (!won[p]) {
            won[p] = true;
            queue[tail++] = p;
          }
        }
      } else {
        // the attacker is to move here: the defender jumped in, or passed for want of a jump (KN-8)
        long pieces = defenderPieces | 1L << attacker;
        if ((Board.jumps(defender) & ~pieces) == 0L) {
          tail = refute(state(attacker, defender, false), won, left, queue, tail);
        }
        for (long from = Board.jumps(defender) & ~pieces; from != 0L; from &= from - 1) {
          tail = refute(state(attacker, Long.numberOfTrailingZeros(from), false), won, left, queue, tail);
        }
      }
    }
    long[] held = new long[STATES / 64];
    for (int attacker = 0; attacker < 64; attacker++) {
      for (int defender = 0; defender < 64; defender++) {
        if (attacker == defender || (defenderPieces >>> defender & 1L) != 0L) {
          continue;
        }
        for (int s = state(attacker, defender, true); s <= state(attacker, defender, false); s++) {
          if (!won[s]) {
            held[s >>> 6] |= 1L << s;
          }
        }
      }
    }
    return held;
  }

  /** One more jump of the defender leads to a position the attacker wins; the last one decides. */
  private static int refute(int position, boolean[] won, byte[] left, int[] queue, int tail) {
    if (!won[position] && left[position] > 0 && --left[position] == 0) {
      won[position] = true;
      queue[tail++] = position;
    }
    return tail;
  }

  @Override
  public String toString() {
    return "Guards";
  }
}
