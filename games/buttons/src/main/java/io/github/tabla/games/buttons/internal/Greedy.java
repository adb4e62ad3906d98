package io.github.tabla.games.buttons.internal;

import java.util.SplittableRandom;

/**
 * The gentle levels' way of playing: collect a button whenever one can be reached, take an enemy
 * piece sometimes, otherwise bring a piece to where it sees a button. How often the player checks
 * whether the piece it moves can then be captured (the seed's advice, QB-11) is its
 * {@code care}; a careless player leaves pieces where the opponent takes them. All chance comes
 * from the caller's seeded generator.
 */
public final class Greedy {
  private Greedy() {}

  /**
   * Whether the piece making a move can be captured on its destination right after it.
   *
   * @param myQueens the mover's queens
   * @param myRooks the mover's rooks
   * @param opQueens the opponent's queens
   * @param opRooks the opponent's rooks
   * @param buttons the buttons
   * @param move the packed move
   * @return {@code true} when an enemy piece reaches the destination after the move
   */
  public static boolean exposed(long myQueens, long myRooks, long opQueens, long opRooks, long buttons, int move) {
    long fromBit = 1L << Rules.from(move);
    long toBit = 1L << Rules.to(move);
    long mine = ((myQueens | myRooks) & ~fromBit) | toBit;
    long oq = opQueens & ~toBit;
    long or = opRooks & ~toBit;
    long occupied = mine | oq | or | (buttons & ~toBit);
    return (Rules.reach(oq, or, occupied) & toBit) != 0L;
  }

  /**
   * Chooses a move.
   *
   * @param myQueens the mover's queens
   * @param myRooks the mover's rooks
   * @param opQueens the opponent's queens
   * @param opRooks the opponent's rooks
   * @param buttons the buttons
   * @param moves the legal moves
   * @param n how many, at least 1
   * @param care the probability, 0 to 1, of looking at the destination's safety this move
   * @param wander the probability, 0 to 1, of playing any legal move at all
   * @param random the seeded generator
   * @return the index of the chosen move in {@code moves}
   */
  public static int choose(long myQueens, long myRooks, long opQueens, long opRooks, long buttons, int[] moves,
      int n, double care, double wander, SplittableRandom random) {
    if (random.nextDouble() < wander) {
      return random.nextInt(n);
    }
    boolean careful = random.nextDouble() < care;
    long theirs = opQueens | opRooks;
    boolean lastEnemy = (theirs & (theirs - 1)) == 0L;
    int[] pick = new int[n];
    int[] fallback = new int[n];
    // tiers, best first: take the last enemy piece; collect; capture; approach a button; anything
    for (int tier = 0; tier < 4; tier++) {
      int safe = 0;
      int all = 0;
      for (int i = 0; i < n; i++) {
        int m = moves[i];
        boolean fits;
        switch (tier) {
          case 0:
            fits = lastEnemy && Rules.captured(m) >= 0;
            break;
          case 1:
            fits = Rules.collects(m);
            break;
          case 2:
            fits = Rules.captured(m) >= 0 && (careful || random.nextBoolean());
            break;
          default:
            fits = approaches(myQueens, myRooks, opQueens, opRooks, buttons, m);
            break;
        }
        if (!fits) {
          continue;
        }
        fallback[all++] = i;
        if (tier == 0 || !exposed(myQueens, myRooks, opQueens, opRooks, buttons, m)) {
          pick[safe++] = i;
        }
      }
      if (careful && safe > 0) {
        return pick[random.nextInt(safe)];
      }
      if (all > 0 && !careful) {
        return fallback[random.nextInt(all)];
      }
    }
    if (careful) {
      int safe = 0;
      for (int i = 0; i < n; i++) {
        if (!exposed(myQueens, myRooks, opQueens, opRooks, buttons, moves[i])) {
          pick[safe++] = i;
        }
      }
      if (safe > 0) {
        return pick[random.nextInt(safe)];
      }
    }
    return random.nextInt(n);
  }

  /** Whether the moved piece sees a button from its destination. */
  private static boolean approaches(long myQueens, long myRooks, long opQueens, long opRooks, long buttons, int m) {
    int from = Rules.from(m);
    int to = Rules.to(m);
    long toBit = 1L << to;
    long occupied = ((myQueens | myRooks | opQueens | opRooks) & ~(1L << from)) | toBit | buttons;
    long reach = Rules.role(m) == Rules.QUEEN ? Slides.queen(to, occupied) : Slides.rook(to, occupied);
    return (reach & buttons) != 0L;
  }
}
