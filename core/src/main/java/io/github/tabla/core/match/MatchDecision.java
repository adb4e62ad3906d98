package io.github.tabla.core.match;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Set;

/**
 * Why a match ended as it did (M-6): each constant carries the stable message code of its text and
 * the rule it applies. The arguments of each text are listed with the constant; winner and loser are
 * {@link Player}s (their text is the name).
 *
 * <pre>{@code
 * MatchOutcome o = match.outcome().get();
 * o.decision();                 // WON_ON_RACE_LENGTH
 * messages.text(o);             // "Ana won on race length: 23 moves against 25 moves."
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum MatchDecision {
  /** More points over both rounds (M-3); arguments: winner's points, loser's points, winner, loser. */
  WON_ON_POINTS("match.won-on-points", "M-3", false),
  /** Equal points over both rounds (M-3); arguments: each player's points. */
  DRAWN_EQUAL_POINTS("match.drawn-equal-points", "M-3", true),
  /** More rounds won (M-4, KN-11); arguments: winner's rounds, loser's rounds, winner, loser. */
  WON_ON_ROUNDS("match.won-on-rounds", "KN-11", false),
  /** Neither player won more rounds, and not one round each (KN-11); arguments: each player's rounds. */
  DRAWN_EQUAL_ROUNDS("match.drawn-equal-rounds", "KN-11", true),
  /**
   * One round each; the shorter winning race wins (KN-11); arguments: winner's race length, loser's
   * race length, winner, loser.
   */
  WON_ON_RACE_LENGTH("match.won-on-race-length", "KN-11", false),
  /** One round each and equally long winning races (KN-11); arguments: the race length. */
  DRAWN_EQUAL_RACE_LENGTH("match.drawn-equal-race-length", "KN-11", true),
  /** The single game was won (M-5); arguments: winner, loser. */
  WON_SINGLE_GAME("match.won-single-game", "M-5", false),
  /** The single game was drawn (M-5); no arguments. */
  DRAWN("match.drawn", "M-5", true),
  /**
   * More game points over two games, 1 / &frac12; / 0 per game (M-5); arguments: winner's game points and
   * loser's game points as text ({@code "1½"}), winner, loser.
   */
  WON_ON_GAMES("match.won-on-games", "M-5", false),
  /** Equal game points over two games (M-5); arguments: each player's game points as text. */
  DRAWN_EQUAL_GAMES("match.drawn-equal-games", "M-5", true),
  /**
   * One round each, and one of the two was won by the other player's resignation: that win counts
   * ahead of any finished race (M-8, KN-11); arguments: winner, loser, the number of the round the loser
   * resigned.
   */
  WON_ON_RESIGNATION("match.won-on-resignation", "M-8", false),
  /** One round each, both won by resignation (M-8); no arguments. */
  DRAWN_BOTH_RESIGNED("match.drawn-both-resigned", "M-8", true);

  private final String code;
  private final String ruleId;
  private final boolean draw;

  MatchDecision(String code, String ruleId, boolean draw) {
    this.code = code;
    this.ruleId = ruleId;
    this.draw = draw;
  }

  /**
   * The stable message code.
   *
   * @return for example {@code "match.won-on-race-length"}
   */
  public String code() {
    return code;
  }

  /**
   * The rule this decision applies.
   *
   * @return for example {@code "KN-11"}
   */
  public String ruleId() {
    return ruleId;
  }

  /**
   * Whether this decision is a drawn match.
   *
   * @return {@code true} for the draws
   */
  public boolean isDraw() {
    return draw;
  }

  /**
   * The codes of every decision.
   *
   * @return the codes, in declaration order
   */
  public static Set<String> codes() {
    return LinkedHashSet.ofAll(Array.of(values()).map(MatchDecision::code));
  }
}
