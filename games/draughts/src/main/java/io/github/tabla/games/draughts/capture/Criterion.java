package io.github.tabla.games.draughts.capture;

import org.apiguardian.api.API;
import java.util.Comparator;
import java.util.Objects;
import java.util.function.Function;

/**
 * One capture priority: a named order on {@link Capture}s in which the capture that must be preferred
 * comes first, with the rule it enforces and the message code that explains it.
 *
 * <p>A criterion is a {@link Comparator}: {@code compare(a, b) < 0} means {@code a} comes first, that
 * is, {@code a} must be played rather than {@code b} as far as this criterion goes. Criteria compose
 * into a {@link CapturePriority}, which can also say which criterion decided.
 *
 * <pre>{@code
 * Criterion fewestKings = Criterion.of("fewest-kings", "MY-3", "my.capture.fewest-kings",
 *     Comparator.comparingInt(Capture::kingsTaken));
 * CapturePriority mine = CapturePriority.of(Criterion.MOST_PIECES, fewestKings);
 * }</pre>
 *
 * @param name a stable short name, for example {@code "most-pieces"}
 * @param ruleId the rule the criterion enforces, for example {@code "ID-10.1"}
 * @param code the message code of a capture ruled out by this criterion
 * @param order the order, preferred captures first
 * @param measure what the criterion looks at in a capture (the number of pieces, the king jumps, ...),
 *     given to messages as an argument
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Criterion(String name, String ruleId, String code, Comparator<Capture> order,
    Function<Capture, Object> measure) implements Comparator<Capture> {
  /**
   * Checks that no part is missing.
   *
   * @param name a stable short name, for example {@code "most-pieces"}
   * @param ruleId the rule the criterion enforces, for example {@code "ID-10.1"}
   * @param code the message code of a capture ruled out by this criterion
   * @param order the order, preferred captures first
   * @param measure what the criterion looks at in a capture (the number of pieces, the king jumps, ...),
   *     given to messages as an argument
   * @throws NullPointerException when a part is null
   */
  public Criterion {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(ruleId, "ruleId");
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(order, "order");
    Objects.requireNonNull(measure, "measure");
  }


  /** ID-10.1: the capture that takes the most pieces comes first. */
  public static final Criterion MOST_PIECES = new Criterion("most-pieces", "ID-10.1",
      "draughts.capture.priority.most-pieces", Comparator.comparingInt(Capture::piecesTaken).reversed(),
      Capture::piecesTaken);

  /** ID-10.2: with as many pieces taken, a capture by a king comes before a capture by a man. */
  public static final Criterion WITH_KING = new Criterion("with-king", "ID-10.2",
      "draughts.capture.priority.with-king", (a, b) -> Boolean.compare(b.byKing(), a.byKing()),
      Capture::byKing);

  /** ID-10.3: the capture that takes the most kings comes first. */
  public static final Criterion MOST_KINGS = new Criterion("most-kings", "ID-10.3",
      "draughts.capture.priority.most-kings", Comparator.comparingInt(Capture::kingsTaken).reversed(),
      Capture::kingsTaken);

  /**
   * ID-10.4: the capture that meets a king earliest comes first; when the first kings are met at the same
   * jump, the one that meets the next king earliest, and so on (the jump numbers compared
   * lexicographically). A capture that meets no further king is later than one that does.
   */
  public static final Criterion EARLIEST_KING = new Criterion("earliest-king", "ID-10.4",
      "draughts.capture.priority.earliest-king", Criterion::earliestKing,
      c -> c.kingJumps().mkString(", "));

  /**
   * The capture whose taken pieces are worth the most comes first: each man taken is worth {@code man},
   * each king {@code king}. Frisian draughts' priority by value, where a king is worth a little less than
   * two men (two kings outweigh three men, one king does not outweigh two), is {@code mostValue("FR-10.1",
   * 10, 19)}. Its measure, given to messages, is the value taken.
   *
   * <pre>{@code
   * Criterion byValue = Criterion.mostValue("FR-10.1", 10, 19);
   * byValue.prefers(new Capture(2, false, Array.of(1, 2)), new Capture(3, false, Array.empty()));  // true
   * byValue.prefers(new Capture(1, false, Array.of(1)), new Capture(2, false, Array.empty()));     // false
   * }</pre>
   *
   * @param ruleId the rule it enforces, for example {@code "FR-10.1"}
   * @param man the worth of a man taken, 1 to 1000
   * @param king the worth of a king taken, 1 to 1000
   * @return the criterion, named {@code "most-value"}, with the message code
   *     {@code draughts.capture.priority.most-value}
   * @throws NullPointerException when the rule id is null
   * @throws IllegalArgumentException when a worth is out of range
   */
  public static Criterion mostValue(String ruleId, int man, int king) {
    Objects.requireNonNull(ruleId, "ruleId");
    if (man < 1 || man > 1000 || king < 1 || king > 1000) {
      throw new IllegalArgumentException("a man and a king are worth 1 to 1000 each, not " + man + " and " + king);
    }
    Worth worth = new Worth(man, king);
    return new Criterion("most-value", ruleId, "draughts.capture.priority.most-value", worth, worth::of);
  }

  /**
   * The order of {@link #mostValue}: the capture whose pieces are worth the most first. A move generator
   * that finds it as a criterion's {@link #order()} may rank captures by the worth alone.
   *
   * <pre>{@code
   * Criterion.Worth frisian = new Criterion.Worth(10, 19);
   * frisian.of(new Capture(2, false, Array.of(2)));   // 29: a man and a king
   * }</pre>
   *
   * @param man the worth of a man taken, 1 to 1000
   * @param king the worth of a king taken, 1 to 1000
   */
  public record Worth(int man, int king) implements Comparator<Capture> {
    /**
     * Checks the worths.
     *
     * @param man 1 to 1000
     * @param king 1 to 1000
     * @throws IllegalArgumentException when a worth is out of range
     */
    public Worth {
      if (man < 1 || man > 1000 || king < 1 || king > 1000) {
        throw new IllegalArgumentException("a man and a king are worth 1 to 1000 each, not " + man + " and " + king);
      }
    }

    /**
     * What a capture's pieces are worth.
     *
     * @param capture a capture
     * @return the men taken times {@code man} plus the kings taken times {@code king}
     */
    public int of(Capture capture) {
      return man * (capture.piecesTaken() - capture.kingsTaken()) + king * capture.kingsTaken();
    }

    /** The capture worth more first. */
    @Override
    public int compare(Capture a, Capture b) {
      return Integer.compare(of(b), of(a));
    }
  }

  /**
   * A criterion whose measure is the capture itself.
   *
   * @param name a stable short name
   * @param ruleId the rule it enforces
   * @param code the message code of a capture it rules out
   * @param order the order, preferred captures first
   * @return the criterion
   */
  public static Criterion of(String name, String ruleId, String code, Comparator<Capture> order) {
    return new Criterion(name, ruleId, code, order, c -> c);
  }

  /**
   * Compares two captures by this criterion.
   *
   * @param a a capture
   * @param b another capture
   * @return negative when {@code a} comes first, positive when {@code b} does, 0 when this criterion
   *     does not tell them apart
   */
  /**
   * The same criterion enforcing another rule: what a variant's rules use, since every variant numbers
   * its rules itself. The order and the message code stay; so does what the move generator makes of a
   * built-in criterion (it keeps its fast key).
   *
   * <pre>{@code
   * Criterion spanishQuantity = Criterion.MOST_PIECES.forRule("SP-10.1");
   * }</pre>
   *
   * @param otherRuleId the rule id, for example {@code "SP-10.1"}
   * @return the criterion with that rule id
   * @throws NullPointerException when the id is null
   */
  public Criterion forRule(String otherRuleId) {
    return new Criterion(name, otherRuleId, code, order, measure);
  }

  @Override
  public int compare(Capture a, Capture b) {
    return order.compare(a, b);
  }

  /**
   * Whether this criterion puts one capture before another.
   *
   * @param a a capture
   * @param b another capture
   * @return {@code true} when {@code a} comes strictly first
   */
  public boolean prefers(Capture a, Capture b) {
    return order.compare(a, b) < 0;
  }

  private static int earliestKing(Capture a, Capture b) {
    int n = Math.min(a.kingsTaken(), b.kingsTaken());
    for (int i = 0; i < n; i++) {
      int c = Integer.compare(a.kingJumps().get(i), b.kingJumps().get(i));
      if (c != 0) {
        return c;
      }
    }
    // a capture that goes on meeting kings meets its next king earlier than one that meets none
    return Integer.compare(b.kingsTaken(), a.kingsTaken());
  }

  /**
   * The name.
   *
   * @return {@link #name()}
   */
  @Override
  public String toString() {
    return name;
  }
}
