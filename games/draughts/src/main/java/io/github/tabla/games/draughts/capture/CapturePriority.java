package io.github.tabla.games.draughts.capture;

import org.apiguardian.api.API;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Comparator;
import java.util.Objects;
import java.util.function.Function;

/**
 * An ordered list of capture {@link Criterion criteria}: when several captures are possible, a player
 * must play one that comes first by the first criterion; among those equal by it, one that comes first by
 * the second; and so on. Captures equal on every criterion are the player's free choice.
 *
 * <p>{@link #ITALIAN} is the order of Italian draughts (ID-10): most pieces, then with a king, then most
 * kings, then the earliest king. Other draughts rules build their own order from the same criteria, or
 * from criteria of their own:
 *
 * <pre>{@code
 * // International and Russian draughts: only the number of pieces counts
 * CapturePriority mostPieces = CapturePriority.of(Criterion.MOST_PIECES);
 *
 * // English checkers: any capture may be played
 * CapturePriority free = CapturePriority.FREE_CHOICE;
 *
 * // an order of your own: most pieces, then captures by a man first
 * CapturePriority mine = CapturePriority.of(Criterion.MOST_PIECES)
 *     .then(Criterion.of("with-man", "MY-2", "my.capture.with-man",
 *         Comparator.comparing(Capture::byKing)));
 *
 * Seq<Capture> possible = Array.of(Capture.of(1, false), Capture.of(2, true), Capture.of(2, false));
 * mostPieces.mustPlay(possible);          // [king takes 2, man takes 2]
 * mine.mustPlay(possible);                // [man takes 2]
 * mine.whyNot(Capture.of(2, true), possible)
 *     .map(r -> r.criterion().name());    // Some("with-man")
 * }</pre>
 *
 * <p>The priorities work on any type of capture through a function that describes it, so a game can
 * ask about its own moves directly:
 *
 * <pre>{@code
 * Seq<Move> legal = CapturePriority.ITALIAN.mustPlay(position.allCaptures(), m -> position.describe(m).get());
 * }</pre>
 *
 * <p>A priority is an immutable value, safe to share.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class CapturePriority {
  /** Italian draughts (ID-10): most pieces, with a king, most kings, earliest king. */
  public static final CapturePriority ITALIAN = of(Criterion.MOST_PIECES, Criterion.WITH_KING,
      Criterion.MOST_KINGS, Criterion.EARLIEST_KING);

  /** No criterion at all: every capture may be played (English checkers). */
  public static final CapturePriority FREE_CHOICE = new CapturePriority(Array.empty());

  private final Array<Criterion> criteria;

  private CapturePriority(Array<Criterion> criteria) {
    this.criteria = criteria;
  }

  /**
   * The priority with these criteria, the most important first.
   *
   * @param criteria the criteria in order
   * @return the priority
   */
  public static CapturePriority of(Criterion... criteria) {
    return new CapturePriority(Array.of(criteria));
  }

  /**
   * The priority with these criteria, the most important first.
   *
   * @param criteria the criteria in order
   * @return the priority
   */
  public static CapturePriority of(Seq<Criterion> criteria) {
    Objects.requireNonNull(criteria, "criteria");
    return new CapturePriority(Array.ofAll(criteria));
  }

  /**
   * This priority with one more criterion, consulted after all of these.
   *
   * @param next the criterion that breaks the remaining ties
   * @return the longer priority
   */
  public CapturePriority then(Criterion next) {
    return new CapturePriority(criteria.append(next));
  }

  /**
   * The criteria, the most important first.
   *
   * @return the criteria
   */
  public Seq<Criterion> criteria() {
    return criteria;
  }

  /**
   * Compares two captures by the criteria in order.
   *
   * @param a a capture
   * @param b another capture
   * @return negative when {@code a} comes first, positive when {@code b} does, 0 when the player may
   *     choose
   */
  public int compare(Capture a, Capture b) {
    for (Criterion c : criteria) {
      int r = c.compare(a, b);
      if (r != 0) {
        return r;
      }
    }
    return 0;
  }

  /**
   * The order as a comparator: sorting with it puts the captures that must be played first.
   *
   * @return the comparator
   */
  public Comparator<Capture> comparator() {
    return this::compare;
  }

  /**
   * The first criterion that tells two captures apart.
   *
   * @param a a capture
   * @param b another capture
   * @return the deciding criterion, or none when they are equal on every criterion
   */
  public Option<Criterion> decidingCriterion(Capture a, Capture b) {
    return criteria.find(c -> c.compare(a, b) != 0);
  }

  /**
   * The captures a player must choose from: those that no other capture comes before.
   *
   * @param captures the possible captures
   * @return the best ones, in the order given; empty only when {@code captures} is
   */
  public Seq<Capture> mustPlay(Seq<Capture> captures) {
    return mustPlay(captures, Function.identity());
  }

  /**
   * The captures a player must choose from, for captures of any type.
   *
   * @param <T> the type of the captures, for example a game's moves
   * @param captures the possible captures
   * @param describe what the priorities see of a capture
   * @return the best ones, in the order given
   */
  public <T> Seq<T> mustPlay(Seq<T> captures, Function<? super T, Capture> describe) {
    if (captures.isEmpty()) {
      return Array.empty();
    }
    Array<Capture> described = Array.ofAll(captures.map(describe));
    Capture best = described.head();
    for (Capture c : described) {
      if (compare(c, best) < 0) {
        best = c;
      }
    }
    Capture top = best;
    return Array.ofAll(captures).zip(described).filter(t -> compare(t._2, top) == 0).map(t -> t._1);
  }

  /**
   * Why a capture may not be played when others are possible.
   *
   * @param candidate the capture a player wants to play
   * @param available every capture possible in the position (the candidate may be among them)
   * @return the criterion that rules the candidate out and the captures to play instead; none when the
   *     candidate is among the best (or better than all of them)
   */
  public Option<Ruling<Capture>> whyNot(Capture candidate, Seq<Capture> available) {
    return whyNot(candidate, available, Function.identity());
  }

  /**
   * Why a capture may not be played when others are possible, for captures of any type.
   *
   * <pre>{@code
   * Option<Ruling<Move>> why = CapturePriority.ITALIAN.whyNot(tried, position.allCaptures(),
   *     m -> position.describe(m).get());
   * why.map(r -> r.criterion().ruleId());   // e.g. Some("ID-10.3")
   * }</pre>
   *
   * @param <T> the type of the captures
   * @param candidate the capture a player wants to play
   * @param available every capture possible in the position
   * @param describe what the priorities see of a capture
   * @return the criterion that rules the candidate out and the captures to play instead; none when the
   *     candidate is among the best
   */
  public <T> Option<Ruling<T>> whyNot(T candidate, Seq<T> available, Function<? super T, Capture> describe) {
    Seq<T> best = mustPlay(available, describe);
    if (best.isEmpty()) {
      return Option.none();
    }
    Capture tried = describe.apply(candidate);
    Capture required = describe.apply(best.head());
    for (Criterion c : criteria) {
      int r = c.compare(tried, required);
      if (r > 0) {
        return Option.some(new Ruling<>(c, tried, required, best));
      }
      if (r < 0) {
        return Option.none();
      }
    }
    return Option.none();
  }

  /**
   * The criteria's names, for example {@code "CapturePriority[most-pieces, with-king, ...]"}.
   *
   * @return the readable form
   */
  @Override
  public String toString() {
    return criteria.map(Criterion::name).mkString("CapturePriority[", ", ", "]");
  }
}
