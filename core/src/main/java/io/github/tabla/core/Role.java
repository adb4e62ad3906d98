package io.github.tabla.core;

import org.apiguardian.api.API;

/**
 * What a piece is, independent of its side. The chess roles serve the three chess-board games
 * (Kings and Diamonds, Knights in the Enemy Camp, Queens, Rooks and Buttons); {@link #MAN} and
 * {@link #KING} serve Italian draughts, where a crowned man is a king (rule ID-6).
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum Role {
  /** A king: the chess king of Kings and Diamonds, or a crowned draughts piece (ID-7). */
  KING('K'),
  /** A queen (Queens, Rooks and Buttons; a static target in Knights in the Enemy Camp). */
  QUEEN('Q'),
  /** A rook. */
  ROOK('R'),
  /** A bishop (a static target in Knights in the Enemy Camp). */
  BISHOP('B'),
  /** A knight. */
  KNIGHT('N'),
  /** A pawn (a static target in Knights in the Enemy Camp). */
  PAWN('P'),
  /** An uncrowned draughts man (ID-5). */
  MAN('M');

  private final char letter;

  Role(char letter) {
    this.letter = letter;
  }

  /**
   * The upper-case letter of this role in move and position texts: {@code K Q R B N P M}.
   *
   * @return the letter
   */
  public char letter() {
    return letter;
  }
}
