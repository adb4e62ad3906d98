package io.github.tabla.core.robot;

import io.github.tabla.core.Move;
import io.github.tabla.core.Outcome;
import io.github.tabla.testgames.MiniDiamonds;
import io.github.tabla.testgames.MiniPosition;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * The perfect values of MiniDiamonds, by plain brute force: a memoised minimax over every line, with no
 * alpha-beta, no transposition table keyed by hash and no move ordering, so it shares nothing with the
 * searcher under test but the game's rules.
 */
final class MiniDiamondsTruth {
  private final Map<MiniPosition, Integer> points = new HashMap<>();
  private final Map<MiniPosition, Integer> decisive = new HashMap<>();
  private final List<MiniPosition> reachable;

  MiniDiamondsTruth(MiniDiamonds game) {
    reachable = Collections.unmodifiableList(reachableFrom(game.start()));
  }

  /** Every position reachable from a start, the start first, in breadth-first order. */
  static List<MiniPosition> reachableFrom(MiniPosition start) {
    LinkedHashSet<MiniPosition> seen = new LinkedHashSet<>();
    ArrayDeque<MiniPosition> queue = new ArrayDeque<>();
    seen.add(start);
    queue.add(start);
    while (!queue.isEmpty()) {
      MiniPosition p = queue.poll();
      for (Move m : p.legalMoves()) {
        MiniPosition next = p.playUnchecked(m);
        if (seen.add(next)) {
          queue.add(next);
        }
      }
    }
    return new ArrayList<>(seen);
  }

  List<MiniPosition> reachable() {
    return reachable;
  }

  /** The final diamond difference under perfect play, from the side to move's view. */
  int pointValue(MiniPosition p) {
    Integer known = points.get(p);
    if (known != null) {
      return known;
    }
    int value;
    if (p.outcome().isDefined()) {
      value = p.outcome().get().score().difference(p.sideToMove());
    } else {
      value = Integer.MIN_VALUE;
      for (Move m : p.legalMoves()) {
        value = Math.max(value, -pointValue(p.playUnchecked(m)));
      }
    }
    points.put(p, value);
    return value;
  }

  /**
   * The value when only winning counts, with the distance: {@code WIN - n} for a win in n plies,
   * {@code -(WIN - n)} for a loss in n plies, 0 for a draw.
   */
  int winValue(MiniPosition p) {
    Integer known = decisive.get(p);
    if (known != null) {
      return known;
    }
    int value;
    if (p.outcome().isDefined()) {
      Outcome o = p.outcome().get();
      value = o.resultFor(p.sideToMove()) * Values.WIN;
    } else {
      value = Integer.MIN_VALUE;
      for (Move m : p.legalMoves()) {
        int v = -winValue(p.playUnchecked(m));
        // one ply further from the end: a win or loss comes one ply later
        value = Math.max(value, v > 0 ? v - 1 : v < 0 ? v + 1 : 0);
      }
    }
    decisive.put(p, value);
    return value;
  }

  /** The plies played so far. */
  static int ply(MiniPosition p) {
    return p.turns().white() + p.turns().black();
  }
}
