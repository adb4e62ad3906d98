package io.github.tabla.games.draughts.robot;

import org.apiguardian.api.API;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.Move;
import io.github.tabla.core.Side;
import io.github.tabla.core.engine.KernelSearch;
import io.github.tabla.core.kernel.KernelBinding;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.KernelSearcher;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.LevelSettings;
import io.github.tabla.core.robot.Robot;
import io.github.tabla.core.robot.SearchRobot;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.core.robot.SharedTable;
import io.github.tabla.core.robot.ValueScale;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.internal.DraughtsStates;
import io.github.tabla.games.draughts.internal.Evaluation;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

/**
 * The Italian draughts Robot (M-7), from a level a child can beat to the strongest the library has.
 *
 * <p>Every level searches with the library's one engine ({@link KernelSearch}) on the draughts kernel
 * (not through the typed API), with the hooks of Italian draughts: iterative deepening over a
 * principal-variation alpha-beta search with an aspiration window and a transposition table, a
 * quiescence search that plays out every pending capture (ID-8), forced moves at no depth, late quiet
 * moves searched shallower first, positions repeated on the searched line worth a draw (ID-13.2), move
 * ordering by promotions (ID-11), killer moves and history, and an evaluation whose weights were fitted
 * on self-play results, one set for the middlegame and one for the ending, blended as the board empties
 * ({@link #withEndingWeights}). The strongest level searches as deep as the budget allows
 * and knows every position with up to {@value Endgames#STANDARD_PIECES} pieces exactly
 * ({@link Endgames#standard()}): in a won position of the tables it plays a quickest win, which always
 * comes before the no-progress draw; in a drawn one it never plays a losing move. With win/draw/loss
 * bitbases it also knows which positions of five pieces are won, drawn or lost: the strongest level uses
 * the {@linkplain Bitbases#installed() installed} ones when the optional artifact
 * {@code tabla-draughts-bitbases} is on the class or module path (loaded like the tables, the first time
 * a search needs them, in a fifth of a second), or those given by {@link #withBitbases}.
 *
 * <p>The gentler levels (see {@link #LEVELS}) score every legal move at a shallow depth, blur the
 * scores with seeded noise, so that they choose among the best few moves as a person does, and now and
 * then play a random legal move. Every move any level plays is legal.
 *
 * <p>The gentle levels stay beatable because they make a beginner's mistakes (#21). The Italian rules
 * make every level take the most pieces it can (ID-10), so none misses a double capture by taking a
 * single piece; the mistakes left to make are leaving a man to be taken, allowing the opponent a
 * capture of two pieces or more, and choosing the worse of the captures the rules allow. How often each
 * level makes them is in the comment of each level ({@link #GENTLE} .. {@link #STRONGEST}), measured on
 * 3,000 positions from seeded games between the levels, White or Black to move, each with a choice of
 * moves; every level chose with 100,000 nodes (seed 1), and a reference (the strongest level, 300,000
 * nodes on the position after each legal move) gave the best move and each move's value. A move
 * <em>leaves a man to be taken</em> when a short forced line (the move, three more plies, then every
 * pending capture, counting men 1 and kings 1.5) leaves its side at least a man worse off than the best
 * move does; it <em>allows a multi-capture</em> when the opponent can then take two pieces or more and
 * could not after the best move; its <em>cost</em> is the best move's value minus its own. The figures
 * come from the benchmarks module:
 *
 * <pre>
 * ./mvnw -B -q -pl benchmarks -am package -DskipTests
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.DraughtsMistakes 3000 100000 300000
 * </pre>
 *
 * <p>Choices are reproducible: with a node or depth budget, the same seed and position give the same
 * move on every machine (the noise comes from a {@link SplittableRandom} seeded with
 * {@code seed ^ position.hash()}, and every search starts from empty tables). A time budget depends on
 * the machine. Every call searches on its own, so a Robot is immutable and safe to share between
 * threads. The endgame tables are made once per JVM, the first time a strongest-level search needs
 * them (a few seconds of one core): a search with a time limit does not wait for them, it starts them in
 * the background and searches without them meanwhile, so that its first move comes within its budget;
 * a search with a node or depth budget only waits for them, so that its choice is the same on every run.
 * If they cannot be made (the memory ran out), the Robot searches without them and
 * {@link #endgames()} says so, and the next search tries again. Other levels never use them. The same
 * holds for the installed bitbases ({@link #bitbases()}); with a node or depth budget a choice is then the
 * same on every run that has the same artifacts.
 *
 * <pre>{@code
 * ItalianDraughts game = new ItalianDraughts();
 * DraughtsRobot robot = game.robot(game.strongestLevel(), 42L);
 * SearchResult r = robot.choose(position, Budget.ofMillis(500));
 * DraughtsPosition next = position.playUnchecked(r.move());
 * SearchResult a = robot.analyse(position, Budget.ofDepth(12));   // best move, value, line
 * Move tip = game.robot(game.levels().head(), 42L).hint(position, Budget.ofMillis(200));
 * }</pre>
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class DraughtsRobot implements Robot<DraughtsPosition> {
  /**
   * The gentlest level, a beginner: it looks one move ahead (and at the captures that follow), misjudges
   * each move by up to a man and a half either way, and plays a random legal move one time in five.
   * Measured (see the class comment), it leaves a man or more to be taken in about 12 % of its moves,
   * allows a capture of two pieces or more in about 1.6 %, and takes the worse of the captures it may
   * choose from about one time in sixteen (6 of 100 such choices). Most of its moves are sound (the
   * median costs next to nothing), but one in seven costs a man or more, 0.76 of a man a move on average:
   * a player who takes what it is given wins.
   */
  public static final Level GENTLE = Level.GENTLE;
  /**
   * A casual player: two plies, misjudging each move by up to 0.7 of a man, a random move about one
   * time in twelve. It leaves a man to be taken in about 5.6 % of its moves, allows a multi-capture in
   * about 1 %, takes the worse capture in 1 of 100 choices, and costs a man or more in 11 % of its
   * moves, 0.55 of a man a move on average.
   */
  public static final Level EASY = Level.EASY;
  /**
   * A club player who still slips: four plies, up to 0.3 of a man of misjudgement, a random move one
   * time in fifty. It leaves a man to be taken in about 1.5 % of its moves, allows a multi-capture in
   * about 0.6 %, and costs a man or more in 6.5 % of its moves, 0.37 of a man a move on average.
   */
  public static final Level MEDIUM = Level.MEDIUM;
  /**
   * Six plies at full strength, without endgame tables (eight until the strongest level, at 100,000
   * nodes a move, scored only 72 to 76 % against it; at six it scores 85 %): it leaves a man to be taken
   * in about 0.6 % of its moves (the floor of the measure: sacrifices that pay back beyond the short
   * line, moves the reference judges otherwise), allows a multi-capture in 0.2 %, and costs a man or
   * more in 4.4 % of its moves, 0.27 of a man a move on average.
   */
  public static final Level STRONG = Level.STRONG;
  /**
   * As deep as the budget allows, with endgame tables (and the five-piece bitbases when installed).
   * With 100,000 nodes a move it leaves a man to be taken in about 1.6 % of its moves and allows a
   * multi-capture in 0.5 %, and costs a man or more in 2.5 %, 0.15 of a man a move on average, by a
   * reference that is the same search with three times the nodes; it plays the reference's move about
   * half the time, more often than any other level.
   */
  public static final Level STRONGEST = Level.STRONGEST;

  /**
   * How the search's scores read: hundredths of a man as estimates; a proved score is a win, a loss or
   * a draw.
   */
  public static final ValueScale SCALE = DraughtsStates.SCALE;

  /**
   * How each level plays, gentlest first; values are in hundredths of a man. The noise and the random
   * moves are what make the gentle levels leave men to be taken: how often is in each level's comment.
   */
  public static final Seq<LevelSettings> LEVELS = Array.of(
      new LevelSettings(GENTLE, 1, 150, 0.2),
      new LevelSettings(EASY, 2, 70, 0.08),
      new LevelSettings(MEDIUM, 4, 30, 0.02),
      new LevelSettings(STRONG, 6, 0, 0.0),
      LevelSettings.strongest(STRONGEST));

  private final LevelSettings settings;
  private final long seed;
  // tables given (or none), or the standard ones, shared and made when first needed
  private final @Nullable Endgames tables;
  private final @Nullable SharedTable<Endgames> shared;
  private final Evaluation evaluation;
  /** Whether an advantage fades with the no-progress count. */
  private final boolean progress;
  /** The win/draw/loss bitbases beyond the tables, or none. */
  private final @Nullable Bitbases bitbases;
  /** Whether, given no bitbases, the Robot uses those installed ({@link Bitbases#installed()}). */
  private final boolean installed;

  private DraughtsRobot(LevelSettings settings, long seed, @Nullable Endgames tables,
      @Nullable SharedTable<Endgames> shared, Evaluation evaluation, boolean progress,
      @Nullable Bitbases bitbases, boolean installed) {
    this.settings = settings;
    this.seed = seed;
    this.tables = tables;
    this.shared = shared;
    this.evaluation = evaluation;
    this.progress = progress;
    this.bitbases = bitbases;
    this.installed = installed;
  }

  /**
   * The Robot of one of the game's levels ({@link #LEVELS}); the strongest uses the standard endgame
   * tables, made when its first search needs them.
   *
   * @param level one of the levels of {@link #LEVELS}
   * @param seed the seed of the level's randomness
   * @return the Robot
   * @throws IllegalArgumentException when the level is not one of {@link #LEVELS}
   */
  public static DraughtsRobot of(Level level, long seed) {
    Objects.requireNonNull(level, "level");
    Option<LevelSettings> found = LEVELS.find(s -> s.level().equals(level));
    if (found.isEmpty()) {
      throw new IllegalArgumentException("no Italian draughts level " + level + "; the levels are "
          + LEVELS.map(LevelSettings::level));
    }
    LevelSettings s = found.get();
    boolean strongest = s.level().equals(STRONGEST);
    return new DraughtsRobot(s, seed, null, strongest ? Endgames.standardTables() : null, Evaluation.TUNED, false,
        null, strongest);
  }

  /**
   * A Robot with settings of its own, with or without endgame tables: for matches between variants
   * of the Robot (a depth-limited strongest level, a level without tables).
   *
   * <pre>{@code
   * DraughtsRobot shallow = DraughtsRobot.of(new LevelSettings(new Level(5, "strongest"), 4, 0, 0.0), 1L,
   *     Option.none());
   * }</pre>
   *
   * @param settings how to play
   * @param seed the seed of the randomness
   * @param tables the endgame tables, or none
   * @return the Robot
   */
  public static DraughtsRobot of(LevelSettings settings, long seed, Option<Endgames> tables) {
    Objects.requireNonNull(settings, "settings");
    Objects.requireNonNull(tables, "tables");
    return new DraughtsRobot(settings, seed, tables.getOrNull(), null, Evaluation.TUNED, false, null, false);
  }

  /**
   * This Robot with or without the urge to make progress (off by default): with it, an advantage counts
   * for less as the no-progress count of ID-13.3 grows, so that a side ahead captures, crowns or moves a
   * man before the 80-ply draw rather than moving its kings about. Measured so far it is worth a few
   * points against the same Robot and costs a few against a weaker level (docs/benchmarks.md), so the
   * levels play without it; it is here for the matches that go on measuring it.
   *
   * @param on whether to urge progress
   * @return a Robot like this one with the urge on or off
   */
  public DraughtsRobot withProgressUrge(boolean on) {
    return new DraughtsRobot(settings, seed, tables, shared, evaluation, on, bitbases, installed);
  }

  /**
   * This Robot with or without the ending's own weights (on by default): with them its evaluation
   * changes as the board empties, from the middlegame's weights at 16 pieces to weights fitted on the
   * endings of self-play games at 8 pieces and fewer (kings' squares and mobility, the men's tempo);
   * without them it judges an ending as it judges a middlegame.
   *
   * @param on whether to use the ending's weights
   * @return a Robot like this one with them or without
   */
  public DraughtsRobot withEndingWeights(boolean on) {
    return new DraughtsRobot(settings, seed, tables, shared, on ? Evaluation.TUNED : Evaluation.MIDDLEGAME,
        progress, bitbases, installed);
  }

  /**
   * This Robot with these win/draw/loss bitbases beyond its endgame tables, or without any (not even the
   * {@linkplain Bitbases#installed() installed} ones, which the strongest level uses by default): with them
   * it knows which positions of up to five pieces are won, drawn or lost, and uses that as a player
   * facing a fallible opponent should. A position its own side wins is worth 20 men more than the
   * evaluation says: a strong advantage rather than a proved win, since the no-progress draw (ID-13.3)
   * may come first. A position the opponent wins is worth what the evaluation says, so that a Robot
   * behind fights on for a draw rather than trading men to push a known loss beyond its horizon. A drawn
   * one is exactly a draw when its side is not ahead (a draw it can hold), and worth the evaluation when
   * it is, so that it goes on pressing. A Robot without endgame tables (the gentler levels) does not use
   * them. {@code docs/benchmarks.md} has what this is worth in matches.
   *
   * <pre>{@code
   * Bitbases five = Bitbases.generate(5);   // or Bitbases.read(in)
   * DraughtsRobot robot = DraughtsRobot.of(DraughtsRobot.STRONGEST, 1L).withBitbases(Option.some(five));
   * }</pre>
   *
   * @param bitbases the bitbases, or none
   * @return a Robot like this one with them
   */
  public DraughtsRobot withBitbases(Option<Bitbases> bitbases) {
    Objects.requireNonNull(bitbases, "bitbases");
    return new DraughtsRobot(settings, seed, tables, shared, evaluation, progress, bitbases.getOrNull(), false);
  }

  @Override
  public Level level() {
    return settings.level();
  }

  /**
   * The settings this Robot plays with.
   *
   * @return the settings
   */
  public LevelSettings settings() {
    return settings;
  }

  /**
   * The seed of this Robot's randomness.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  /**
   * The endgame tables this Robot uses now: those it was given, or the standard ones once they are
   * made.
   *
   * @return the tables, or none (none too while the standard ones are being made)
   */
  public Option<Endgames> endgames() {
    return tables != null ? Option.some(tables) : shared == null ? Option.none() : shared.ready();
  }

  /**
   * The tables for one search. A search with a time limit does not wait for the standard tables: it
   * starts them in the background and searches without them until they are made, so that it answers
   * within its budget. A search without a time limit (a node or depth budget, reproducible) waits for
   * them; if they cannot be made it searches without them ({@link #endgames()} stays none).
   */
  private @Nullable Endgames tablesFor(Budget budget) {
    return tables != null || shared == null ? tables : forSearch(shared, budget).getOrNull();
  }

  /**
   * A shared table for one search: at once when it is made; else none for a search with a time limit,
   * which starts it in the background, and for another search the table once made (none if it cannot be).
   */
  private static <T> Option<T> forSearch(SharedTable<T> table, Budget budget) {
    Option<T> ready = table.ready();
    if (ready.isDefined()) {
      return ready;
    }
    if (budget.time().isDefined()) {
      table.startInBackground();
      return Option.none();
    }
    return table.get().toOption();
  }

  /**
   * The bitbases this Robot uses now: those it was given, or the installed ones once they are loaded.
   *
   * @return the bitbases, or none (none too while the installed ones are being loaded)
   */
  public Option<Bitbases> bitbases() {
    if (bitbases != null || !installed) {
      return Option.of(bitbases);
    }
    return Bitbases.installed().ready().flatMap(b -> b);
  }

  /** The bitbases for one search, loaded as the tables are made ({@link #tablesFor}). */
  private @Nullable Bitbases bitbasesFor(Budget budget) {
    if (bitbases != null || !installed) {
      return bitbases;
    }
    return forSearch(Bitbases.installed(), budget).flatMap(b -> b).getOrNull();
  }

  /**
   * Chooses a move at this Robot's level. A full-strength level returns its search's result (a
   * position with a single legal move is searched two plies only); a gentler level returns the chosen
   * move's score at its depth, and its line is the move alone.
   *
   * @param position a position with at least one legal move
   * @param budget how much to think
   * @param cancellation a flag another thread may set to stop the search early
   * @return the chosen move and what the search learnt
   * @throws IllegalArgumentException when the position is over
   */
  @Override
  public SearchResult choose(DraughtsPosition position, Budget budget, Cancellation cancellation) {
    Objects.requireNonNull(position, "position");
    legalMoves(position);
    return choose(GameRecord.of(position), budget, cancellation);
  }

  /**
   * Chooses a move in a game at this Robot's level, knowing the game so far: a return to a position
   * the game has seen since the last capture or man's move counts as a draw (ID-13.2), so the Robot
   * avoids it when it is ahead and looks for it when it is behind. The no-progress count (ID-13.3)
   * travels with the position itself.
   *
   * <pre>{@code
   * GameRecord<DraughtsPosition> game = GameRecord.ofMoves(start, moves).get();
   * Move next = robot.choose(game, Budget.ofMillis(500)).move();
   * }</pre>
   *
   * @param round the game so far; it is not over
   * @param budget how much to think
   * @param cancellation a flag another thread may set to stop the search early
   * @return the chosen move and what the search learnt
   * @throws IllegalArgumentException when the game is over
   */
  @Override
  public SearchResult choose(GameRecord<DraughtsPosition> round, Budget budget, Cancellation cancellation) {
    Objects.requireNonNull(round, "round");
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cancellation, "cancellation");
    DraughtsPosition position = round.current();
    Seq<Move> legal = legalMoves(position);
    if (round.isOver()) {
      throw new IllegalArgumentException("the game is over (" + round.outcome().get().termination().code()
          + "), there is no move to choose");
    }
    int depth = Math.min(settings.depth(), budget.maxDepth());
    if (legal.size() == 1) {
      depth = Math.min(depth, 2);
    }
    KernelSearcher<DraughtsPosition> searcher = searcher(position, budget, depth, tablesFor(budget),
        bitbasesFor(budget));
    return SearchRobot.of(searcher, settings, seed).choose(round, budget.andDepth(depth), cancellation);
  }

  /**
   * Analyses a position at full strength, whatever this Robot's level: the best move, the value of the
   * position for the side to move (hundredths of a man; {@code ±(Values.WIN - plies)} for a proved win
   * or loss), whether it is exact, and the expected line.
   *
   * <pre>{@code
   * SearchResult r = robot.analyse(position, Budget.ofMillis(1_000), new Cancellation());
   * r.principalVariation().map(Move::toString).mkString(" ");
   * }</pre>
   *
   * @param position a position with at least one legal move
   * @param budget how much to think
   * @param cancellation a flag another thread may set to stop the search early
   * @return the analysis
   * @throws IllegalArgumentException when the position is over
   */
  public SearchResult analyse(DraughtsPosition position, Budget budget, Cancellation cancellation) {
    Objects.requireNonNull(position, "position");
    return analyse(GameRecord.of(position), budget, cancellation);
  }

  /**
   * Analyses a game's current position at full strength, knowing the game so far (see
   * {@link #choose(GameRecord, Budget, Cancellation)}).
   *
   * @param round the game so far; it is not over
   * @param budget how much to think
   * @param cancellation a flag another thread may set to stop the search early
   * @return the analysis
   * @throws IllegalArgumentException when the game is over
   */
  public SearchResult analyse(GameRecord<DraughtsPosition> round, Budget budget, Cancellation cancellation) {
    Objects.requireNonNull(round, "round");
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(cancellation, "cancellation");
    DraughtsPosition position = round.current();
    legalMoves(position);
    return searcher(position, budget, budget.maxDepth(), tablesFor(budget), bitbasesFor(budget))
        .search(round, budget, cancellation);
  }

  /**
   * Analyses a position at full strength that nobody will cancel.
   *
   * @param position a position with at least one legal move
   * @param budget how much to think
   * @return the analysis
   * @throws IllegalArgumentException when the position is over
   */
  public SearchResult analyse(DraughtsPosition position, Budget budget) {
    return analyse(position, budget, new Cancellation());
  }

  /**
   * The move a full-strength search finds best within the budget, whatever this Robot's level (with
   * the endgame tables when this Robot has them).
   *
   * @param position a position with at least one legal move
   * @param budget how much to think
   * @return the suggested move
   * @throws IllegalArgumentException when the position is over
   */
  @Override
  public Move hint(DraughtsPosition position, Budget budget) {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(budget, "budget");
    return analyse(position, budget).move();
  }

  /**
   * The move a full-strength search finds best in a game, knowing the game so far.
   *
   * @param round the game so far; it is not over
   * @param budget how much to think
   * @return the suggested move
   * @throws IllegalArgumentException when the game is over
   */
  @Override
  public Move hint(GameRecord<DraughtsPosition> round, Budget budget) {
    return analyse(round, budget, new Cancellation()).move();
  }

  private static Seq<Move> legalMoves(DraughtsPosition position) {
    Seq<Move> legal = position.legalMoves();
    if (legal.isEmpty()) {
      throw new IllegalArgumentException("the position is over, there is no move to choose: " + position);
    }
    return legal;
  }

  /** A transposition table fitting the budget: larger for long searches, the same for the same budget. */
  private static int tableEntries(Budget budget, int depth) {
    long millis = budget.timeMillis();
    long nodes = budget.maxNodes();
    if (millis <= 300 || nodes <= 300_000 || depth <= 6) {
      return 1 << 17;
    }
    if (millis <= 3_000 || nodes <= 5_000_000 || depth <= 14) {
      return 1 << 20;
    }
    return 1 << 22;
  }

  /** The one engine with the draughts hooks, behind the game's typed positions. */
  private KernelSearcher<DraughtsPosition> searcher(DraughtsPosition position, Budget budget, int depth,
      @Nullable Endgames endgames, @Nullable Bitbases bitbases) {
    KernelBinding<DraughtsPosition> binding = position.game().kernel().get();
    Bitbases wdl = endgames == null ? null : bitbases;
    KernelSearch engine = DraughtsStates.engine(binding.kernel(), evaluation,
        endgames == null ? null : endgames.kernel(), wdl == null ? null : wdl.kernel(),
        position.game().drawPolicy().noProgress(), tableEntries(budget, depth), progress,
        position.sideToMove() == Side.WHITE);
    return KernelSearcher.of(binding, engine);
  }

  @Override
  public String toString() {
    return "DraughtsRobot[" + settings + ", seed " + seed + (tables != null ? ", " + tables
        : shared != null ? ", " + shared : "") + (bitbases != null ? ", " + bitbases
        : installed ? ", " + Bitbases.installed() : "") + "]";
  }
}
