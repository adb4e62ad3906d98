package io.github.tabla.games.buttons.internal;

/**
 * The Robot's judgement of a position it cannot search to the end, and the proved bounds on what is
 * still to be won. Values are seen from the side to move, in hundredths of a button ({@link #BUTTON}),
 * and count only what the rest of the round brings: the buttons each side will still collect or be
 * given (QB-7.3), not those already collected.
 *
 * <p>The estimate follows the seed's advice (QB-11): the share of the remaining buttons each side's
 * pieces can expect (material: a queen reaches more than a rook), the button the side to move can take
 * at once, the safety of pieces (an enemy piece it can capture now, such as the one that just
 * collected a button; its own pieces under attack), and centralisation (central pieces reach the
 * remaining buttons quickly).
 */
public final class Evaluation {
  private Evaluation() {}

  /** One button. */
  public static final int BUTTON = 100;

  private static final int QUEEN_POWER = 3;
  private static final int ROOK_POWER = 2;
  private static final int TAKE_NOW = 55;
  private static final int EACH_TARGET = 8;
  private static final int EACH_ENEMY_TARGET = 14;
  private static final int CAPTURE_QUEEN = 140;
  private static final int CAPTURE_ROOK = 90;
  private static final int ATTACKED = 20;
  private static final int DOUBLE_ATTACK = 60;
  private static final int CENTRE = 4;
  private static final int MOBILITY = 1;

  /**
   * The most a side can still gain: every button left when it has the moves to capture all the enemy
   * pieces (QB-7.3), otherwise one button per move it has left.
   *
   * @param movesLeft the side's moves left
   * @param enemyPieces the opponent's pieces on the board
   * @param buttons the buttons on the board
   * @return the bound, in buttons
   */
  public static int maxGain(int movesLeft, int enemyPieces, int buttons) {
    return movesLeft >= enemyPieces ? buttons : Math.min(buttons, movesLeft);
  }

  /**
   * The exact value when the side to move makes the last move of the round: all the buttons left if
   * it can capture the opponent's last piece, one if it can collect, none otherwise.
   *
   * @param myQueens the mover's queens
   * @param myRooks the mover's rooks
   * @param opQueens the opponent's queens
   * @param opRooks the opponent's rooks
   * @param buttons the buttons, at least one
   * @return the value in hundredths of a button
   */
  public static int lastMove(long myQueens, long myRooks, long opQueens, long opRooks, long buttons) {
    long theirs = opQueens | opRooks;
    long reach = Rules.reach(myQueens, myRooks, myQueens | myRooks | theirs | buttons);
    if ((theirs & (theirs - 1)) == 0L && (reach & theirs) != 0L) {
      return BUTTON * Long.bitCount(buttons);
    }
    return (reach & buttons) != 0L ? BUTTON : 0;
  }

  /**
   * The estimate of a position that goes on, from the side to move's view, kept strictly inside the
   * proved bounds {@code -opponentMax .. moverMax} when they leave room.
   *
   * @param myQueens the mover's queens
   * @param myRooks the mover's rooks
   * @param opQueens the opponent's queens
   * @param opRooks the opponent's rooks
   * @param buttons the buttons, at least one
   * @param pliesLeft the plies left, at least one
   * @return the estimate in hundredths of a button
   */
  public static int evaluate(long myQueens, long myRooks, long opQueens, long opRooks, long buttons, int pliesLeft) {
    long mine = myQueens | myRooks;
    long theirs = opQueens | opRooks;
    long occupied = mine | theirs | buttons;
    int r = Long.bitCount(buttons);
    int myPower = QUEEN_POWER * Long.bitCount(myQueens) + ROOK_POWER * Long.bitCount(myRooks);
    int opPower = QUEEN_POWER * Long.bitCount(opQueens) + ROOK_POWER * Long.bitCount(opRooks);
    int value = myPower + opPower == 0 ? 0 : r * BUTTON * (myPower - opPower) / (2 * (myPower + opPower));

    long myReach = 0L;
    int mobility = 0;
    int centre = 0;
    for (long b = mine; b != 0L; b &= b - 1) {
      int sq = Long.numberOfTrailingZeros(b);
      long a = (myQueens & (1L << sq)) != 0L ? Slides.queen(sq, occupied) : Slides.rook(sq, occupied);
      myReach |= a;
      mobility += Long.bitCount(a & ~mine);
      centre += Slides.centrality(sq);
    }
    long opReach = 0L;
    for (long b = theirs; b != 0L; b &= b - 1) {
      int sq = Long.numberOfTrailingZeros(b);
      long a = (opQueens & (1L << sq)) != 0L ? Slides.queen(sq, occupied) : Slides.rook(sq, occupied);
      opReach |= a;
      mobility -= Long.bitCount(a & ~theirs);
      centre -= Slides.centrality(sq);
    }
    value += MOBILITY * mobility + CENTRE * centre;

    long myTargets = buttons & myReach;
    long opTargets = buttons & opReach;
    if (myTargets != 0L) {
      value += TAKE_NOW;
    }
    value += EACH_TARGET * Long.bitCount(myTargets) - EACH_ENEMY_TARGET * Long.bitCount(opTargets);

    long victims = theirs & myReach;
    if (victims != 0L) {
      if ((theirs & (theirs - 1)) == 0L) {
        // the opponent's last piece hangs: taking it ends the round with every button ours (QB-7.3)
        value += r * BUTTON * 9 / 10;
      } else {
        value += (victims & opQueens) != 0L ? CAPTURE_QUEEN : CAPTURE_ROOK;
      }
    }
    long attacked = mine & opReach;
    int underAttack = Long.bitCount(attacked);
    value -= ATTACKED * underAttack;
    if (underAttack >= 2) {
      // one move saves one piece; the other is lost
      value -= DOUBLE_ATTACK;
    }

    int high = BUTTON * maxGain(Rules.movesLeft(true, pliesLeft), Long.bitCount(theirs), r) - 1;
    int low = 1 - BUTTON * maxGain(Rules.movesLeft(false, pliesLeft), Long.bitCount(mine), r);
    if (low > high) {
      return 0;
    }
    return Math.max(low, Math.min(high, value));
  }
}
