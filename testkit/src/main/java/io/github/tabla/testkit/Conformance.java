package io.github.tabla.testkit;

import org.apiguardian.api.API;
import io.github.tabla.core.GameDefinition;
import io.github.tabla.core.GamePosition;
import io.github.tabla.core.Move;
import io.github.tabla.core.Score;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The conformance suite of one game (one variant): every property of {@link ConformanceProperty}
 * checked over seeded random playouts from the game's start position, generated and shrunk by
 * {@link Generators#choices} and {@link ForAll}, and a runner for {@code .perft} fixtures.
 *
 * <p>A suite is an immutable value; its {@code with...} methods return a changed copy. Runs are
 * reproducible: the same seed gives the same playouts, and a failure says which seed to replay. The
 * default budget suits CI; {@code -Dtabla.deep=true} makes it ten times larger, with deeper perft and
 * no node cap on fixtures, and {@code -Dtabla.seed=N} replays a reported seed.
 *
 * <pre>{@code
 * Conformance<DiamondsPosition> suite = Conformance.of(new DiamondsGame())
 *     .withPlayouts(200)                          // playouts per property
 *     .withPerftDepth(3)
 *     .withPerftFixtures(PerftFixtures.resource(DiamondsTest.class, "diamonds.perft")
 *         .getOrElseThrow(message -> new IllegalArgumentException(message)))
 *     .withMoveFormat(myNotation);
 * suite.checkAll();
 * }</pre>
 *
 * <p>A failure is a {@link ConformanceFailure}: the property, the game, the seed and the shortest
 * failing move sequence found from the start, for example:
 *
 * <pre>
 * mini-diamonds breaks property 4 equals-and-hash: ...
 *   moves from the start (2 plies, no shorter sequence fails): a1-b1 d4-c3
 *   problem: the incremental hash() is 5d1f... but computed from scratch it is 9e02...
 *   position: MiniPosition[...]
 *   seed: 20261130 (replay with -Dtabla.seed=20261130 or Conformance.withSeed(20261130L)); found after 3 examples
 * </pre>
 *
 * @param <P> the game's position type
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class Conformance<P extends GamePosition<P>> {
  /** The seed used unless {@code -Dtabla.seed} or {@link #withSeed(long)} says otherwise. */
  public static final long DEFAULT_SEED = 20261130L;

  private final GameDefinition<P> game;
  private final Settings settings;
  private final Option<PositionFormat<P>> positionFormat;
  private final Option<MoveFormat<P>> moveFormat;
  private final Option<MoveWriter<P>> moveWriter;
  private final Option<PositionReader<P>> positionReader;
  private final Option<MoveReader<P>> moveReader;
  private final Seq<PerftFixture> fixtures;
  private final Option<Score> maxScore;

  /** The numeric knobs, kept together so that each wither copies one value. */
  private record Settings(long seed, boolean deep, int playouts, int perftPlayouts, int maxPlayoutLength,
      int longGamePercent, int perftDepth, long nodeCap, long fixtureNodeCap, int candidates, int threads,
      int setupsPerPosition, int shrinkBudget, int playoutCap) {
  }

  private Conformance(GameDefinition<P> game, Settings settings, Option<PositionFormat<P>> positionFormat,
      Option<MoveFormat<P>> moveFormat, Option<MoveWriter<P>> moveWriter, Option<PositionReader<P>> positionReader,
      Option<MoveReader<P>> moveReader, Seq<PerftFixture> fixtures, Option<Score> maxScore) {
    this.game = game;
    this.settings = settings;
    this.positionFormat = positionFormat;
    this.moveFormat = moveFormat;
    this.moveWriter = moveWriter;
    this.positionReader = positionReader;
    this.moveReader = moveReader;
    this.fixtures = fixtures;
    this.maxScore = maxScore;
  }

  /**
   * The suite of a game with the default budget, or the deep one under {@code -Dtabla.deep=true};
   * the seed is {@code -Dtabla.seed} when set, else {@link #DEFAULT_SEED}.
   *
   * <p>Default budget: 100 playouts per property (20 for perft, 25 for threads), playouts up to the
   * game's {@code maxPlies()} (200 when it declares none) with 30% drawn long, perft depth 2 at every
   * position with at most 1,000,000 leaves, fixtures up to 2,000,000 nodes. Deep: ten times the
   * playouts, perft depth 3, fixtures without a cap.
   *
   * @param <P> the game's position type
   * @param game the game
   * @return the suite
   */
  public static <P extends GamePosition<P>> Conformance<P> of(GameDefinition<P> game) {
    Objects.requireNonNull(game, "game");
    boolean deep = Boolean.getBoolean("tabla.deep");
    long seed = Long.getLong("tabla.seed", DEFAULT_SEED);
    int length = Math.min(game.maxPlies().getOrElse(200), 400);
    Settings s = new Settings(seed, deep, deep ? 1000 : 100, deep ? 200 : 20, length, 30, deep ? 3 : 2,
        deep ? 10_000_000L : 1_000_000L, deep ? Long.MAX_VALUE : 2_000_000L, 64, 4, deep ? 8 : 3,
        deep ? 20_000 : 2_000, 2_000);
    return new Conformance<>(game, s, Option.none(), Option.none(), Option.none(), Option.none(),
        Option.none(), Array.empty(), Option.none());
  }

  private Conformance<P> with(Settings s) {
    return new Conformance<>(game, s, positionFormat, moveFormat, moveWriter, positionReader, moveReader, fixtures,
        maxScore);
  }

  // ---------------------------------------------------------------- knobs

  /**
   * This suite with another seed, for example one a failure reported.
   *
   * @param seed the seed of every generator
   * @return the changed suite
   */
  public Conformance<P> withSeed(long seed) {
    Settings s = settings;
    return with(new Settings(seed, s.deep, s.playouts, s.perftPlayouts, s.maxPlayoutLength, s.longGamePercent,
        s.perftDepth, s.nodeCap, s.fixtureNodeCap, s.candidates, s.threads, s.setupsPerPosition, s.shrinkBudget,
        s.playoutCap));
  }

  /**
   * This suite with another number of playouts per property (perft and threads use a fifth and a
   * quarter of it).
   *
   * @param playouts the number of generated playouts, at least 1
   * @return the changed suite
   */
  public Conformance<P> withPlayouts(int playouts) {
    Settings s = settings;
    int n = Math.max(1, playouts);
    return with(new Settings(s.seed, s.deep, n, Math.max(1, n / 5), s.maxPlayoutLength, s.longGamePercent,
        s.perftDepth, s.nodeCap, s.fixtureNodeCap, s.candidates, s.threads, s.setupsPerPosition, s.shrinkBudget,
        s.playoutCap));
  }

  /**
   * This suite with another longest playout (the playouts of property 6 always go on to the end of
   * the round).
   *
   * @param plies the most moves of a generated playout
   * @return the changed suite
   */
  public Conformance<P> withMaxPlayoutLength(int plies) {
    Settings s = settings;
    return with(new Settings(s.seed, s.deep, s.playouts, s.perftPlayouts, Math.max(0, plies), s.longGamePercent,
        s.perftDepth, s.nodeCap, s.fixtureNodeCap, s.candidates, s.threads, s.setupsPerPosition, s.shrinkBudget,
        s.playoutCap));
  }

  /**
   * This suite with another bias towards long games and endgames.
   *
   * @param percent from 0 to 100: how many playouts are drawn from the upper half of the lengths
   * @return the changed suite
   */
  public Conformance<P> withLongGameBias(int percent) {
    Settings s = settings;
    return with(new Settings(s.seed, s.deep, s.playouts, s.perftPlayouts, s.maxPlayoutLength,
        Math.max(0, Math.min(100, percent)), s.perftDepth, s.nodeCap, s.fixtureNodeCap, s.candidates, s.threads,
        s.setupsPerPosition, s.shrinkBudget, s.playoutCap));
  }

  /**
   * This suite with another perft depth for property 7 (checked at every position of the perft
   * playouts) and another cap on the leaves counted through the typed API.
   *
   * @param depth the deepest depth, at least 1
   * @param nodeCap the most leaves per count; deeper depths are skipped
   * @return the changed suite
   */
  public Conformance<P> withPerftDepth(int depth, long nodeCap) {
    Settings s = settings;
    return with(new Settings(s.seed, s.deep, s.playouts, s.perftPlayouts, s.maxPlayoutLength, s.longGamePercent,
        Math.max(1, depth), Math.max(1L, nodeCap), s.fixtureNodeCap, s.candidates, s.threads, s.setupsPerPosition,
        s.shrinkBudget, s.playoutCap));
  }

  /**
   * This suite with another perft depth for property 7, keeping the node cap.
   *
   * @param depth the deepest depth, at least 1
   * @return the changed suite
   */
  public Conformance<P> withPerftDepth(int depth) {
    return withPerftDepth(depth, settings.nodeCap);
  }

  /**
   * This suite with another number of perft playouts (perft at every position is the costliest
   * property).
   *
   * @param playouts the number of playouts of property 7, at least 1
   * @return the changed suite
   */
  public Conformance<P> withPerftPlayouts(int playouts) {
    Settings s = settings;
    return with(new Settings(s.seed, s.deep, s.playouts, Math.max(1, playouts), s.maxPlayoutLength,
        s.longGamePercent, s.perftDepth, s.nodeCap, s.fixtureNodeCap, s.candidates, s.threads, s.setupsPerPosition,
        s.shrinkBudget, s.playoutCap));
  }

  /**
   * This suite with another cap on the node counts of {@code .perft} fixtures: larger expected counts
   * are skipped (the deep mode has none).
   *
   * @param nodes the largest expected count that is checked
   * @return the changed suite
   */
  public Conformance<P> withFixtureNodeCap(long nodes) {
    Settings s = settings;
    return with(new Settings(s.seed, s.deep, s.playouts, s.perftPlayouts, s.maxPlayoutLength, s.longGamePercent,
        s.perftDepth, s.nodeCap, nodes, s.candidates, s.threads, s.setupsPerPosition, s.shrinkBudget,
        s.playoutCap));
  }

  /**
   * This suite with another number of near-miss drags tried per position by property 3 (see
   * {@link Candidates}).
   *
   * @param budget the number, at least 1
   * @return the changed suite
   */
  public Conformance<P> withCandidates(int budget) {
    Settings s = settings;
    return with(new Settings(s.seed, s.deep, s.playouts, s.perftPlayouts, s.maxPlayoutLength, s.longGamePercent,
        s.perftDepth, s.nodeCap, s.fixtureNodeCap, Math.max(1, budget), s.threads, s.setupsPerPosition,
        s.shrinkBudget, s.playoutCap));
  }

  /**
   * This suite with another number of threads for property 9.
   *
   * @param threads at least 2
   * @return the changed suite
   */
  public Conformance<P> withThreads(int threads) {
    Settings s = settings;
    return with(new Settings(s.seed, s.deep, s.playouts, s.perftPlayouts, s.maxPlayoutLength, s.longGamePercent,
        s.perftDepth, s.nodeCap, s.fixtureNodeCap, s.candidates, Math.max(2, threads), s.setupsPerPosition,
        s.shrinkBudget, s.playoutCap));
  }

  /**
   * This suite with another number of mutated setups tried per position by the setup-validation
   * property.
   *
   * @param setups the number, at least 1
   * @return the changed suite
   */
  public Conformance<P> withSetupsPerPosition(int setups) {
    Settings s = settings;
    return with(new Settings(s.seed, s.deep, s.playouts, s.perftPlayouts, s.maxPlayoutLength, s.longGamePercent,
        s.perftDepth, s.nodeCap, s.fixtureNodeCap, s.candidates, s.threads, Math.max(1, setups), s.shrinkBudget,
        s.playoutCap));
  }

  /**
   * This suite with another budget for shrinking a failure: the number of playouts checked after
   * the generator's own shrinking, to find the shortest failing sequence.
   *
   * @param checks the number of checks
   * @return the changed suite
   */
  public Conformance<P> withShrinkBudget(int checks) {
    Settings s = settings;
    return with(new Settings(s.seed, s.deep, s.playouts, s.perftPlayouts, s.maxPlayoutLength, s.longGamePercent,
        s.perftDepth, s.nodeCap, s.fixtureNodeCap, s.candidates, s.threads, s.setupsPerPosition,
        Math.max(0, checks), s.playoutCap));
  }

  /**
   * This suite with another cap on the playouts of property 6 for games that declare no
   * {@code maxPlies()}: a playout stops there (which is not a failure, the rules set no bound).
   *
   * @param plies the cap
   * @return the changed suite
   */
  public Conformance<P> withPlayoutCap(int plies) {
    Settings s = settings;
    return with(new Settings(s.seed, s.deep, s.playouts, s.perftPlayouts, s.maxPlayoutLength, s.longGamePercent,
        s.perftDepth, s.nodeCap, s.fixtureNodeCap, s.candidates, s.threads, s.setupsPerPosition, s.shrinkBudget,
        Math.max(1, plies)));
  }

  /**
   * This suite with the position-text round trip of property 5; also reads the {@code epd} and
   * {@code position} lines of fixtures unless {@link #withPositionReader} says otherwise.
   *
   * @param format the position text
   * @return the changed suite
   */
  public Conformance<P> withPositionFormat(PositionFormat<P> format) {
    return new Conformance<>(game, settings, Option.some(format), moveFormat, moveWriter, positionReader, moveReader,
        fixtures, maxScore);
  }

  /**
   * This suite with the move-text round trip of property 5; also writes the moves of failure reports
   * and reads the {@code moves} lines of fixtures, unless {@link #withMoveWriter} or
   * {@link #withMoveReader} say otherwise.
   *
   * @param format the move text
   * @return the changed suite
   */
  public Conformance<P> withMoveFormat(MoveFormat<P> format) {
    return new Conformance<>(game, settings, positionFormat, Option.some(format), moveWriter, positionReader,
        moveReader, fixtures, maxScore);
  }

  /**
   * This suite writing the moves of failure reports with another writer (square paths by default).
   *
   * @param writer the move writer
   * @return the changed suite
   */
  public Conformance<P> withMoveWriter(MoveWriter<P> writer) {
    return new Conformance<>(game, settings, positionFormat, moveFormat, Option.some(writer), positionReader,
        moveReader, fixtures, maxScore);
  }

  /**
   * This suite reading the {@code epd} and {@code position} lines of fixtures with a reader.
   *
   * @param reader the position reader
   * @return the changed suite
   */
  public Conformance<P> withPositionReader(PositionReader<P> reader) {
    return new Conformance<>(game, settings, positionFormat, moveFormat, moveWriter, Option.some(reader), moveReader,
        fixtures, maxScore);
  }

  /**
   * This suite reading the {@code moves} lines of fixtures with a reader (square paths by default).
   *
   * @param reader the move reader
   * @return the changed suite
   */
  public Conformance<P> withMoveReader(MoveReader<P> reader) {
    return new Conformance<>(game, settings, positionFormat, moveFormat, moveWriter, positionReader,
        Option.some(reader), fixtures, maxScore);
  }

  /**
   * This suite with {@code .perft} fixtures to run.
   *
   * @param perftFixtures the fixtures, for example from {@link PerftFixtures#resource}
   * @return the changed suite
   */
  public Conformance<P> withPerftFixtures(Seq<PerftFixture> perftFixtures) {
    return new Conformance<>(game, settings, positionFormat, moveFormat, moveWriter, positionReader, moveReader,
        Array.ofAll(perftFixtures), maxScore);
  }

  /**
   * This suite checking that no side's score ever exceeds a bound (property 6).
   *
   * @param max the most points per side, for example the number of diamonds
   * @return the changed suite
   */
  public Conformance<P> withMaxScore(Score max) {
    return new Conformance<>(game, settings, positionFormat, moveFormat, moveWriter, positionReader, moveReader,
        fixtures, Option.some(max));
  }

  // ---------------------------------------------------------------- settings

  /**
   * The game.
   *
   * @return the game definition
   */
  public GameDefinition<P> game() {
    return game;
  }

  /**
   * The seed of every generator.
   *
   * @return the seed
   */
  public long seed() {
    return settings.seed;
  }

  /**
   * Whether the suite runs with the deep budget ({@code -Dtabla.deep=true}).
   *
   * @return {@code true} in deep mode
   */
  public boolean isDeep() {
    return settings.deep;
  }

  /**
   * The number of playouts per property.
   *
   * @return the number
   */
  public int playouts() {
    return settings.playouts;
  }

  /**
   * The perft depth of property 7.
   *
   * @return the depth
   */
  public int perftDepth() {
    return settings.perftDepth;
  }

  /**
   * The cap on leaves counted through the typed API by property 7.
   *
   * @return the cap
   */
  public long nodeCap() {
    return settings.nodeCap;
  }

  /**
   * The largest expected node count of a fixture that is checked.
   *
   * @return the cap
   */
  public long fixtureNodeCap() {
    return settings.fixtureNodeCap;
  }

  /**
   * The number of near-miss drags per position of property 3.
   *
   * @return the number
   */
  public int candidates() {
    return settings.candidates;
  }

  /**
   * The number of threads of property 9.
   *
   * @return the number
   */
  public int threads() {
    return settings.threads;
  }

  /**
   * The number of mutated setups per position of the setup-validation property.
   *
   * @return the number
   */
  public int setupsPerPosition() {
    return settings.setupsPerPosition;
  }

  /**
   * The position-text round trip, when given.
   *
   * @return the format, or none
   */
  public Option<PositionFormat<P>> positionFormat() {
    return positionFormat;
  }

  /**
   * The move-text round trip, when given.
   *
   * @return the format, or none
   */
  public Option<MoveFormat<P>> moveFormat() {
    return moveFormat;
  }

  /**
   * The writer of the moves in failure reports: the one given, else the move format's, else square
   * paths.
   *
   * @return the move writer
   */
  public MoveWriter<P> moveWriter() {
    return moveWriter.getOrElse(() -> moveFormat.map(f -> (MoveWriter<P>) f).getOrElse(MoveWriter.squares()));
  }

  /**
   * The bound on each side's score, when given.
   *
   * @return the bound, or none
   */
  public Option<Score> maxScore() {
    return maxScore;
  }

  /**
   * The {@code .perft} fixtures.
   *
   * @return the fixtures
   */
  public Seq<PerftFixture> perftFixtures() {
    return fixtures;
  }

  /**
   * The properties this suite checks: all of them, the kernel property (12) only for a game with a
   * kernel.
   *
   * @return the properties in number order
   */
  public Seq<ConformanceProperty> properties() {
    // the kernel property checks a game's kernel against its positions: a game without one has none
    return Array.of(ConformanceProperty.values())
        .filter(p -> p != ConformanceProperty.KERNEL || game.kernel().isDefined());
  }

  // ---------------------------------------------------------------- running

  /**
   * Checks every property, then every fixture.
   *
   * @throws ConformanceFailure the first failure, with the others attached as suppressed
   */
  public void checkAll() {
    List<AssertionError> failures = new ArrayList<>();
    for (ConformanceProperty property : properties()) {
      try {
        check(property);
      } catch (AssertionError e) {
        failures.add(e);
      }
    }
    for (PerftFixture f : fixtures) {
      try {
        checkPerftFixture(f);
      } catch (AssertionError e) {
        failures.add(e);
      }
    }
    if (!failures.isEmpty()) {
      AssertionError first = failures.get(0);
      for (int i = 1; i < failures.size(); i++) {
        first.addSuppressed(failures.get(i));
      }
      throw first;
    }
  }

  /**
   * Checks one property over this suite's seeded playouts. {@link Generators#choices} generates the move
   * choices and {@link ForAll} shrinks a failing list; the failure is then cut at the failing ply and searched for a still
   * shorter sequence (within the shrink budget).
   *
   * @param property the property
   * @throws ConformanceFailure when the game breaks it
   */
  public void check(ConformanceProperty property) {
    MessageTexts texts = MessageTexts.of(game);
    Check<P> check = Checks.of(property, this, texts);
    P start = game.start();
    int maxPlies = check.toTheEnd() ? game.maxPlies().getOrElse(settings.playoutCap) : settings.maxPlayoutLength;
    int examples = property == ConformanceProperty.PERFT ? settings.perftPlayouts
        : property == ConformanceProperty.THREADS ? Math.max(1, settings.playouts / 4) : settings.playouts;
    Option<ForAll.Counterexample<int[]>> found = ForAll.of(Generators.choices(settings.maxPlayoutLength,
            settings.longGamePercent))
        .withSeed(settings.seed)
        .withExamples(examples)
        .withShrinkSteps(check.deterministic() ? 200 : 10)
        .falsify(choices -> {
          Playout<P> p = check.toTheEnd() ? Playout.toTheEnd(start, choices, maxPlies) : Playout.of(start, choices);
          return check.run(p, 0).isEmpty();
        });
    if (found.isEmpty()) {
      return;
    }
    int[] smallest = found.get().smallest();
    int examplesUsed = found.get().example();
    @Nullable Throwable cause = found.get().cause().getOrNull();
    Shrinker<P> shrinker = new Shrinker<>(check, start, maxPlies, settings.shrinkBudget);
    Option<Shrinker.Result<P>> result = shrinker.shrink(smallest);
    if (result.isEmpty()) {
      throw new ConformanceFailure(property, game.id(), settings.seed, examplesUsed, Array.empty(),
          Array.empty(), "the choices " + java.util.Arrays.toString(smallest)
          + " failed, but they pass when replayed" + (cause == null ? "" : ": " + cause),
          "(not reproduced)", false, cause);
    }
    Shrinker.Result<P> r = result.get();
    int ply = Math.min(r.ply(), r.playout().plies());
    Playout<P> shown = r.playout();
    Seq<Move> moves = shown.moves().take(ply);
    Seq<String> written = shown.moveTexts(moveWriter()).take(ply);
    throw new ConformanceFailure(property, game.id(), settings.seed, examplesUsed, moves, written,
        r.violation().problem(), String.valueOf(shown.positions().get(ply)), r.shortest(), r.violation().cause());
  }

  /**
   * Runs one {@code .perft} fixture: every count up to {@link #fixtureNodeCap()} nodes.
   *
   * @param fixture the fixture
   * @return the counts checked (the others were above the cap)
   * @throws AssertionError when a count differs or the fixture's position cannot be made
   */
  public Seq<PerftFixture.Count> checkPerftFixture(PerftFixture fixture) {
    return PerftFixtures.check(game, fixture, positionReader.orElse(positionFormat.map(f -> (PositionReader<P>) f)),
        moveReader.getOrElse(() -> moveFormat.map(f -> (MoveReader<P>) f).getOrElse(MoveReader.squares())),
        settings.fixtureNodeCap);
  }
}
