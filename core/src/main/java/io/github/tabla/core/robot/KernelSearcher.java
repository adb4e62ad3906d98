package io.github.tabla.core.robot;

import io.github.tabla.core.GamePosition;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.Move;
import io.github.tabla.core.engine.KernelResult;
import io.github.tabla.core.engine.KernelScores;
import io.github.tabla.core.engine.KernelSearch;
import io.github.tabla.core.engine.StateBounds;
import io.github.tabla.core.engine.StateEvaluator;
import io.github.tabla.core.engine.StateNoise;
import io.github.tabla.core.engine.StateOracle;
import io.github.tabla.core.engine.StateOrdering;
import io.github.tabla.core.kernel.KernelBinding;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * The one engine ({@link KernelSearch}) behind a game's typed positions: a position is written into its
 * kernel state, searched there, and the kernel moves found are turned back into typed moves through the
 * game's {@link KernelBinding}. What a game writes to get a Robot is its kernel and an evaluator (and,
 * when it has them, an ordering and an oracle):
 *
 * <pre>{@code
 * KernelSearcher<P> search = KernelSearcher.of(game.kernel().get(), evaluator);
 * Robot<P> robot = SearchRobot.of(search, LevelSettings.full(level, 8), seed);
 * }</pre>
 *
 * <p>The moves, values, exactness and node counts are those of {@link KernelSearch}; the move values of
 * {@link #scoreMoves} come in the position's {@code legalMoves()} order. Immutable and safe to share.
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class KernelSearcher<P extends GamePosition<P>> implements Search<P> {
  private final KernelBinding<P> binding;
  private final KernelSearch engine;

  private KernelSearcher(KernelBinding<P> binding, KernelSearch engine) {
    this.binding = binding;
    this.engine = engine;
  }

  /**
   * The engine on a game's kernel with its evaluator.
   *
   * @param <P> the game's position type
   * @param binding the game's kernel binding ({@code game.kernel().get()})
   * @param evaluator the game's evaluator of kernel states
   * @return the searcher
   */
  public static <P extends GamePosition<P>> KernelSearcher<P> of(KernelBinding<P> binding,
      StateEvaluator evaluator) {
    Objects.requireNonNull(binding, "binding");
    Objects.requireNonNull(evaluator, "evaluator");
    return new KernelSearcher<>(binding, KernelSearch.of(binding.kernel(), evaluator));
  }

  /**
   * An engine, with every hook and option a game set on it, behind a game's typed positions.
   *
   * @param <P> the game's position type
   * @param binding the game's kernel binding ({@code game.kernel().get()})
   * @param engine the engine, on the binding's kernel
   * @return the searcher
   * @throws IllegalArgumentException when the engine searches another kernel
   */
  public static <P extends GamePosition<P>> KernelSearcher<P> of(KernelBinding<P> binding, KernelSearch engine) {
    Objects.requireNonNull(binding, "binding");
    Objects.requireNonNull(engine, "engine");
    if (engine.kernel() != binding.kernel()) {
      throw new IllegalArgumentException("the engine searches " + engine.kernel() + ", the binding's kernel is "
          + binding.kernel());
    }
    return new KernelSearcher<>(binding, engine);
  }

  /**
   * This searcher with a game's move ordering.
   *
   * @param ordering the ordering
   * @return a new searcher; this one is unchanged
   */
  public KernelSearcher<P> withOrdering(StateOrdering ordering) {
    return new KernelSearcher<>(binding, engine.withOrdering(ordering));
  }

  /**
   * This searcher with an oracle.
   *
   * @param oracle the oracle
   * @return a new searcher; this one is unchanged
   */
  public KernelSearcher<P> withOracle(StateOracle oracle) {
    return new KernelSearcher<>(binding, engine.withOracle(oracle));
  }

  /**
   * This searcher with the bounds the rules prove.
   *
   * @param bounds the bounds
   * @return a new searcher; this one is unchanged
   */
  public KernelSearcher<P> withBounds(StateBounds bounds) {
    return new KernelSearcher<>(binding, engine.withBounds(bounds));
  }

  /**
   * This searcher with a quiescence search over a game's noisy states.
   *
   * @param noise which states are noisy
   * @return a new searcher; this one is unchanged
   */
  public KernelSearcher<P> withNoise(StateNoise noise) {
    return new KernelSearcher<>(binding, engine.withNoise(noise));
  }

  /**
   * This searcher with a table of another size.
   *
   * @param entries the number of entries, rounded down to a power of two, at least 2
   * @return a new searcher; this one is unchanged
   * @throws IllegalArgumentException when {@code entries} is below 2
   */
  public KernelSearcher<P> withTableEntries(int entries) {
    return new KernelSearcher<>(binding, engine.withTableEntries(entries));
  }

  /**
   * The engine this searcher runs.
   *
   * @return the engine
   */
  public KernelSearch engine() {
    return engine;
  }

  @Override
  public SearchResult search(P position, Budget budget, Cancellation cancellation) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cancellation, "cancellation");
    return result(position, engine.search(stateOf(position), 0, budget, cancellation));
  }

  /**
   * Searches a round's current position with the round's earlier positions known to the engine: one
   * the search returns to (within its {@link KernelSearch#reversiblePlies reach}) counts as a draw.
   *
   * @param round the round so far; it is not over
   * @param budget how much to search
   * @param cancellation a flag another thread may set to stop the search
   * @return the best move found and what the search learnt
   * @throws IllegalArgumentException when the round is over
   */
  @Override
  public SearchResult search(GameRecord<P> round, Budget budget, Cancellation cancellation) {
    P position = Rounds.playable(round);
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cancellation, "cancellation");
    long[] state = stateOf(position);
    return result(position, engine.search(state, 0, earlierKeys(round, state), budget, cancellation));
  }

  /**
   * The value of every legal move of a round's current position, a return to one of the round's earlier
   * positions counting as a draw.
   *
   * @param round the round so far; it is not over
   * @param depth the depth in plies, at least 1
   * @param budget how much to search in all
   * @param cancellation a flag another thread may set to stop the search
   * @return the moves with their values
   * @throws IllegalArgumentException when the round is over or the depth is below 1
   */
  @Override
  public MoveScores scoreMoves(GameRecord<P> round, int depth, Budget budget, Cancellation cancellation) {
    P position = Rounds.playable(round);
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cancellation, "cancellation");
    long[] state = stateOf(position);
    return scores(position, engine.scoreMoves(state, 0, earlierKeys(round, state), depth, budget, cancellation));
  }

  /** The engine's repetition keys of the round's positions before the current one, within its reach. */
  private long[] earlierKeys(GameRecord<P> round, long[] current) {
    int reach = Math.min(engine.reversiblePlies(current, 0), round.ply());
    long[] keys = new long[reach];
    long[] state = new long[engine.kernel().stateWords()];
    Seq<P> positions = round.positions();
    int last = positions.size() - 1;
    for (int j = 1; j <= reach; j++) {
      binding.write(positions.get(last - j), state, 0);
      keys[reach - j] = engine.repetitionKey(state, 0);
    }
    return keys;
  }

  private SearchResult result(P position, KernelResult r) {
    Move[] line = new Move[r.lineLength()];
    P p = position;
    for (int i = 0; i < line.length; i++) {
      line[i] = binding.move(p, r.lineMove(i));
      if (i + 1 < line.length) {
        p = p.playUnchecked(line[i]);
      }
    }
    return new SearchResult(line[0], scale().value(r.score(), r.exact()), r.score(), r.depth(), r.nodes(),
        Array.of(line), r.millis());
  }

  @Override
  public MoveScores scoreMoves(P position, int depth, Budget budget, Cancellation cancellation) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cancellation, "cancellation");
    return scores(position, engine.scoreMoves(stateOf(position), 0, depth, budget, cancellation));
  }

  private MoveScores scores(P position, KernelScores s) {
    Seq<Move> legal = position.legalMoves();
    ScoredMove[] scored = new ScoredMove[legal.size()];
    for (int i = 0; i < s.size(); i++) {
      Move m = binding.move(position, s.move(i));
      scored[legal.indexOf(m)] = new ScoredMove(m, s.value(i), s.exact(i));
    }
    return new MoveScores(Array.of(scored), s.depth(), s.nodes(), s.millis());
  }

  @Override
  public ValueScale scale() {
    return engine.evaluator().scale();
  }

  private long[] stateOf(P position) {
    if (position.isOver()) {
      throw new IllegalArgumentException("the position is over, there is no move to search: " + position);
    }
    long[] state = new long[engine.kernel().stateWords()];
    binding.write(position, state, 0);
    return state;
  }

  @Override
  public String toString() {
    return "KernelSearcher[" + engine + "]";
  }
}
