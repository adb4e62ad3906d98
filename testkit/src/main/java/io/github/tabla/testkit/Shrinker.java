package io.github.tabla.testkit;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * Makes the failing playout the generator found as short and as early as possible, deterministically:
 * cut it at the failing ply, drop single moves, lower single choices, then search every shorter
 * sequence breadth first (within a budget of checks) so that the report is the shortest failing
 * sequence and, among those, the first in the game's move order.
 */
final class Shrinker<P extends GamePosition<P>> {
  private final Check<P> check;
  private final P start;
  private final int maxPlies;
  private int budget;

  /**
   * A failing playout: the choices that replay it, the playout, the violation, and whether no shorter
   * sequence fails. The failing sequence is the playout's first {@code violation.ply()} moves.
   */
  record Result<P extends GamePosition<P>>(int[] choices, Playout<P> playout, Check.Violation violation,
      boolean shortest) {
    int ply() {
      return violation.ply();
    }
  }

  Shrinker(Check<P> check, P start, int maxPlies, int budget) {
    this.check = check;
    this.start = start;
    this.maxPlies = maxPlies;
    this.budget = check.deterministic() ? budget : Math.min(budget, 8);
  }

  private Playout<P> play(int[] choices) {
    return check.toTheEnd() ? Playout.toTheEnd(start, choices, maxPlies) : Playout.of(start, choices);
  }

  /** The choices of a playout's first {@code ply} moves, and the move that failed to play after them. */
  private static int[] cut(Playout<?> playout, int[] raw, int ply) {
    boolean failedToPlay = playout.error().isDefined() && ply >= playout.plies();
    int n = Math.min(ply, playout.plies());
    int[] out = new int[failedToPlay ? n + 1 : n];
    for (int i = 0; i < n; i++) {
      out[i] = playout.choices().get(i);
    }
    if (failedToPlay) {
      out[n] = n < raw.length ? raw[n] : 0;
    }
    return out;
  }

  /** The choices' playout cut at its failing ply when it fails, or none. */
  private Option<Result<P>> attempt(int[] choices) {
    budget--;
    Playout<P> full = play(choices);
    Option<Check.Violation> v = check.run(full, 0);
    // a race may not show again at once: try a nondeterministic check a few more times
    for (int retry = 0; v.isEmpty() && !check.deterministic() && retry < 4; retry++) {
      v = check.run(full, 0);
    }
    if (v.isEmpty()) {
      return Option.none();
    }
    int[] cut = cut(full, choices, v.get().ply());
    Playout<P> shorter = play(cut);
    Option<Check.Violation> again = check.run(shorter, 0);
    if (again.isDefined() && again.get().ply() <= v.get().ply()) {
      return Option.some(new Result<>(cut, shorter, again.get(), false));
    }
    return Option.some(new Result<>(choices, full, v.get(), false));
  }

  Option<Result<P>> shrink(int[] found) {
    Option<Result<P>> first = attempt(found);
    if (first.isEmpty()) {
      return Option.none();
    }
    Result<P> best = first.get();
    // drop single moves, as long as the playout still fails sooner
    boolean changed = true;
    while (changed && budget > 0) {
      changed = false;
      int[] c = best.choices();
      for (int i = c.length - 1; i >= 0 && budget > 0; i--) {
        Option<Result<P>> r = attempt(without(c, i));
        if (r.isDefined() && r.get().ply() < best.ply()) {
          best = r.get();
          changed = true;
          break;
        }
      }
    }
    // lower single choices towards the first legal move
    for (int i = 0; i < best.choices().length && budget > 0; i++) {
      int[] c = best.choices();
      for (int lower = 0; lower < c[i] && budget > 0; lower++) {
        int[] tried = c.clone();
        tried[i] = lower;
        Option<Result<P>> r = attempt(tried);
        if (r.isDefined() && r.get().ply() <= best.ply()) {
          best = r.get();
          break;
        }
      }
    }
    if (!check.deterministic() || check.toTheEnd()) {
      return Option.some(best);
    }
    // breadth first: every sequence up to the best's length, in the game's move order
    for (int length = 0; length <= best.ply(); length++) {
      Search search = new Search(length);
      search.from(start, new int[length], 0);
      if (search.found != null) {
        return Option.some(search.found);
      }
      if (search.exhausted) {
        return Option.some(best);
      }
    }
    // only a failure to play a move is out of the search's sight
    return Option.some(best);
  }

  private static int[] without(int[] c, int i) {
    int[] out = new int[c.length - 1];
    System.arraycopy(c, 0, out, 0, i);
    System.arraycopy(c, i + 1, out, i, c.length - i - 1);
    return out;
  }

  /** A depth-first walk over every sequence of one length. */
  private final class Search {
    final int length;
    @Nullable Result<P> found;
    boolean exhausted;

    Search(int length) {
      this.length = length;
    }

    void from(P position, int[] choices, int ply) {
      if (found != null || exhausted) {
        return;
      }
      if (ply == length) {
        if (budget-- <= 0) {
          exhausted = true;
          return;
        }
        Playout<P> p = Playout.of(start, choices);
        Option<Check.Violation> v = check.run(p, check.local() ? length : 0);
        if (v.isDefined() && v.get().ply() <= length) {
          found = new Result<>(Arrays.copyOf(choices, length), p, v.get(), true);
        }
        return;
      }
      Seq<Move> legal;
      try {
        legal = position.legalMoves();
      } catch (RuntimeException e) {
        return;
      }
      for (int i = 0; i < legal.size() && found == null && !exhausted; i++) {
        P next;
        try {
          next = position.playUnchecked(legal.get(i));
        } catch (RuntimeException e) {
          continue;
        }
        choices[ply] = i;
        from(next, choices, ply + 1);
      }
    }
  }
}
