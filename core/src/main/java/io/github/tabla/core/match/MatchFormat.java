package io.github.tabla.core.match;

import org.apiguardian.api.API;

/**
 * How a match is scored (rules M-3, M-4, M-5).
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum MatchFormat {
  /** Two rounds, colours swapped; each player's points of both rounds are added; more wins (M-3, KD-8, QB-10). */
  POINTS(2, "M-3"),
  /**
   * Two rounds, colours swapped; more rounds won wins; one each is decided by the shorter winning race,
   * equal lengths draw (M-4, KN-11).
   */
  ROUNDS_THEN_RACE_LENGTH(2, "KN-11"),
  /** One game: White moves first; the winner wins the match (M-5). */
  SINGLE_GAME(1, "M-5"),
  /** Two games with colours swapped, scored 1, &frac12; or 0 per game (M-5, the library option). */
  TWO_GAMES(2, "M-5");

  private final int rounds;
  private final String ruleId;

  MatchFormat(int rounds, String ruleId) {
    this.rounds = rounds;
    this.ruleId = ruleId;
  }

  /**
   * The number of rounds.
   *
   * @return 1 or 2
   */
  public int rounds() {
    return rounds;
  }

  /**
   * The rule that defines this format.
   *
   * @return for example {@code "M-3"}
   */
  public String ruleId() {
    return ruleId;
  }
}
