package io.github.tabla.games.draughts;

import org.apiguardian.api.API;

/**
 * Which draws a game of Italian draughts knows (ID-13). The original text names none; FID play knows
 * three, and the library plays them unless a user switches them off.
 *
 * <pre>{@code
 * ItalianDraughts fid = new ItalianDraughts();                                // DrawPolicy.FID
 * ItalianDraughts toTheEnd = ItalianDraughts.withDrawPolicy(DrawPolicy.NONE); // only ID-12 ends a game
 * toTheEnd.id();                                                              // "italian-draughts:no-draws"
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum DrawPolicy {
  /**
   * The FID draws, the default: by agreement (ID-13.1), by the third repetition of a position (ID-13.2)
   * and after 40 moves of each side with no capture and no man moved (ID-13.3).
   */
  FID(true, true, true),
  /** No draws: only ID-12 (no pieces, no legal move) ends a game. */
  NONE(false, false, false);

  private final boolean agreement;
  private final boolean repetition;
  private final boolean noProgress;

  DrawPolicy(boolean agreement, boolean repetition, boolean noProgress) {
    this.agreement = agreement;
    this.repetition = repetition;
    this.noProgress = noProgress;
  }

  /**
   * Whether the players may agree a draw (ID-13.1), a match action.
   *
   * @return {@code true} under {@link #FID}
   */
  public boolean agreement() {
    return agreement;
  }

  /**
   * Whether the third occurrence of a position draws (ID-13.2).
   *
   * @return {@code true} under {@link #FID}
   */
  public boolean repetition() {
    return repetition;
  }

  /**
   * Whether 80 plies without a capture and without a man moved draw (ID-13.3).
   *
   * @return {@code true} under {@link #FID}
   */
  public boolean noProgress() {
    return noProgress;
  }
}
