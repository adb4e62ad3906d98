package io.github.tabla.games.draughts.variants;

import io.github.tabla.games.draughts.DraughtsRules;
import io.github.tabla.games.draughts.capture.Capture;
import io.github.tabla.games.draughts.capture.CapturePriority;
import io.github.tabla.games.draughts.capture.Criterion;
import io.github.tabla.games.draughts.internal.CaptureRanker;
import io.github.tabla.games.draughts.internal.RulesGenerator;
import io.github.tabla.games.draughts.internal.WideGenerator;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import org.apiguardian.api.API;

/**
 * Makes the move generator of a {@link DraughtsRules} value: it turns the rules' {@link CapturePriority}
 * into what the generator works with, primitives only (the built-in criteria in order, from which it
 * derives its key, or a comparator on primitives for a criterion of the user's own). This package is not
 * exported: it is the draughts module's own bridge between its rules as values and its code on
 * primitives.
 *
 * <pre>{@code
 * RulesGenerator international = RulesGenerators.of(DraughtsRules.INTERNATIONAL);
 * RulesGenerator routes = RulesGenerators.of(DraughtsRules.INTERNATIONAL, false);  // every route a move
 * }</pre>
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RulesGenerators {
  private RulesGenerators() {}

  /**
   * The generator of a variant, with the variant's move identity.
   *
   * @param rules the rules
   * @return a new generator (not thread-safe: one per thread)
   */
  public static RulesGenerator of(DraughtsRules rules) {
    return of(rules, rules.moveIdentity() == DraughtsRules.MoveIdentity.DISTINCT);
  }

  /**
   * The generator of a variant with a move identity of its own, for counting both ways.
   *
   * @param rules the rules
   * @param distinct whether routes that take the same pieces to the same square are one move
   * @return a new generator (not thread-safe: one per thread)
   */
  public static RulesGenerator of(DraughtsRules rules, boolean distinct) {
    Priority p = Priority.of(rules.capturePriority());
    return new RulesGenerator(rules, distinct, p.kinds, p.builtIn, p.ranker, p.worth);
  }

  /**
   * The generator of a variant on a board of more than 64 squares (12×12), with a move identity of its own.
   * It plays every board, and the tests hold it to {@link #of} on the others.
   *
   * @param rules the rules
   * @param distinct whether routes that take the same pieces to the same square are one move
   * @return a new generator (not thread-safe: one per thread)
   */
  public static WideGenerator wide(DraughtsRules rules, boolean distinct) {
    Priority p = Priority.of(rules.capturePriority());
    return new WideGenerator(rules, distinct, p.kinds, p.builtIn, p.ranker, p.worth);
  }

  /** A priority as the generators take it: the built-in criteria in order, or a comparator on primitives. */
  private record Priority(int[] kinds, boolean builtIn, CaptureRanker ranker, Criterion.Worth worth) {
    static Priority of(CapturePriority priority) {
      Seq<Criterion> criteria = priority.criteria();
      int[] kinds = new int[criteria.size()];
      boolean builtIn = true;
      Criterion.Worth worth = null;
      for (int i = 0; i < kinds.length; i++) {
        kinds[i] = kind(criteria.get(i));
        builtIn &= kinds[i] >= 0;
        if (criteria.get(i).order() instanceof Criterion.Worth w) {
          // one worth in the key, a king worth no less than a man (the generator prefers kings taken)
          builtIn &= (worth == null || worth.equals(w)) && w.king() >= w.man();
          worth = w;
        }
      }
      return new Priority(builtIn ? kinds : new int[0], builtIn,
          (ja, ka, ma, jb, kb, mb) -> priority.compare(capture(ja, ka, ma), capture(jb, kb, mb)),
          worth == null ? new Criterion.Worth(1, 1) : worth);
    }
  }

  /** The generator's kind of a built-in criterion, known by its order; -1 for a criterion of the user's own. */
  private static int kind(Criterion c) {
    if (c.order() == Criterion.MOST_PIECES.order()) {
      return RulesGenerator.MOST_PIECES;
    }
    if (c.order() == Criterion.WITH_KING.order()) {
      return RulesGenerator.WITH_KING;
    }
    if (c.order() == Criterion.MOST_KINGS.order()) {
      return RulesGenerator.MOST_KINGS;
    }
    if (c.order() == Criterion.EARLIEST_KING.order()) {
      return RulesGenerator.EARLIEST_KING;
    }
    if (c.order() instanceof Criterion.Worth) {
      return RulesGenerator.MOST_VALUE;
    }
    return -1;
  }

  /**
   * A capture as the priority sees it.
   *
   * @param jumps pieces taken
   * @param byKing whether a king made it
   * @param kingMask bit {@code 31 - j} set when jump {@code j} (from 0) takes a king
   * @return the capture, its king jumps counted from 1
   */
  static Capture capture(int jumps, boolean byKing, int kingMask) {
    Array<Integer> kingJumps = Array.empty();
    for (int j = 0; j < 32; j++) {
      if ((kingMask & (1 << (31 - j))) != 0) {
        kingJumps = kingJumps.append(j + 1);
      }
    }
    return new Capture(jumps, byKing, kingJumps);
  }
}
