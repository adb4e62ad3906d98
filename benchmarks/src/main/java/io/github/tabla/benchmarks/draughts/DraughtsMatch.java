package io.github.tabla.benchmarks.draughts;

import io.github.tabla.core.Move;
import io.github.tabla.core.Outcome;
import io.github.tabla.core.Side;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.core.record.GameRecord;
import io.github.tabla.core.robot.Budget;
import io.github.tabla.core.robot.Cancellation;
import io.github.tabla.core.robot.Level;
import io.github.tabla.core.robot.LevelSettings;
import io.github.tabla.core.robot.SearchResult;
import io.github.tabla.games.draughts.DraughtsPosition;
import io.github.tabla.games.draughts.ItalianDraughts;
import io.github.tabla.games.draughts.robot.Bitbases;
import io.github.tabla.games.draughts.robot.DraughtsRobot;
import io.github.tabla.games.draughts.robot.Endgames;
import io.vavr.control.Option;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.LongFunction;

/**
 * Seeded matches between Italian draughts Robots, the figures of {@code docs/benchmarks.md}:
 * every opening of the committed list ({@code openings.txt}, 24 positions after four plies) is played
 * twice, each Robot having White once, so a match is 48 games. A game ends by the rules with the FID
 * draws (ID-12, the no-progress draw of ID-13.3, the third repetition of ID-13.2, counted by the game's
 * {@code GameRecord}, which each Robot is given) or, after 400 plies, as a draw. The strongest level uses
 * the five-piece bitbases of {@code tabla-draughts-bitbases} (a dependency of this module) as it does by
 * default wherever that artifact is on the path ({@code -Dtabla.match.no-bitbases=true}: without them, the
 * figures before they were shipped). Every move is searched
 * with a node budget, so a match gives the same games on every machine; two games run at a time.
 *
 * <pre>
 * ./mvnw -B -q -pl benchmarks -am package -DskipTests
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.DraughtsMatch ladder 100000
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.DraughtsMatch self 100000 4
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.DraughtsMatch levels 5 4 100000
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.DraughtsMatch \
 *     external /work/dama/dama-driver 100000nodes 20ms
 * </pre>
 *
 * <ul>
 *   <li>{@code ladder N}: each level against the level below it, N nodes a move;
 *   <li>{@code self N D}: the strongest level against itself limited to D plies, N nodes a move each;
 *   <li>{@code history N}: the strongest level given the game so far against the same level given only
 *       the last position (blind to ID-13.2 repetitions that began before its search);
 *   <li>{@code knowledge N [no-urge]}: the strongest level with the five-piece bitbases, the ending's
 *       weights and the progress urge (unless {@code no-urge}) against itself blind to the history,
 *       without bitbases, urge and the ending's weights (the bitbases are those of
 *       {@code tabla-draughts-bitbases}, or read from the file {@code -Dtabla.bitbases} names, or made
 *       and written there);
 *   <li>{@code bitbases N}: the strongest level with the five-piece bitbases against itself without, both
 *       given the game;
 *   <li>{@code urge N L}: the strongest level with the progress urge against level L (4 when absent);
 *   <li>{@code levels A B N [blind]}: level A against level B ({@code blind}: A given the last position only);
 *   <li>{@code external COMMAND TABLA-BUDGET ENGINE-BUDGET [K | A-B]}: the strongest level against an engine in
 *       another process ({@link ExternalEngine}), one game at a time, over every opening, the first K, or
 *       openings A to B (counted from 1: a long match split over two processes, one a core);
 *       {@code -Dtabla.match.verbose=true} prints every game's end with its last position.
 * </ul>
 */
public final class DraughtsMatch {
  private DraughtsMatch() {}

  /** The longest game, in plies, before it is called a draw. */
  static final int MAX_PLIES = 400;
  static final ItalianDraughts GAME = new ItalianDraughts();
  /** {@code -Dtabla.match.verbose=true}: every game's end, with its last position. */
  static final boolean VERBOSE = Boolean.getBoolean("tabla.match.verbose");

  /** One game's result for the first player: 2 a win, 1 a draw, 0 a loss (half-points). */
  record Game(int opening, boolean firstIsWhite, int halfPoints, String reason, int plies, String end) {}

  /**
   * Runs a match or the ladder; see the class comment.
   *
   * @param args the mode and its numbers
   * @throws Exception when a game fails
   */
  public static void main(String[] args) throws Exception {
    String mode = args.length > 0 ? args[0] : "ladder";
    long t0 = System.nanoTime();
    switch (mode) {
      case "ladder" -> {
        long nodes = args.length > 1 ? Long.parseLong(args[1]) : 100_000L;
        for (int i = 1; i < DraughtsRobot.LEVELS.size(); i++) {
          LevelSettings upper = DraughtsRobot.LEVELS.get(i);
          LevelSettings lower = DraughtsRobot.LEVELS.get(i - 1);
          report(upper.level().id() + " vs " + lower.level().id(), match(seed -> level(upper.level(), seed),
              seed -> level(lower.level(), seed), Budget.ofNodes(nodes)));
        }
      }
      case "self" -> {
        long nodes = args.length > 1 ? Long.parseLong(args[1]) : 100_000L;
        int depth = args.length > 2 ? Integer.parseInt(args[2]) : 4;
        LevelSettings limited = new LevelSettings(new Level(5, "strongest"), depth, 0, 0.0);
        report("strongest vs strongest limited to " + depth + " plies",
            match(seed -> level(DraughtsRobot.STRONGEST, seed),
                seed -> DraughtsRobot.of(limited, seed, Option.some(Endgames.standard())), Budget.ofNodes(nodes)));
      }
      case "history" -> {
        long nodes = args.length > 1 ? Long.parseLong(args[1]) : 100_000L;
        report("strongest vs strongest blind to the game's history",
            match(seed -> level(DraughtsRobot.STRONGEST, seed),
                blind(seed -> level(DraughtsRobot.STRONGEST, seed)), Budget.ofNodes(nodes)));
      }
      case "knowledge" -> {
        long nodes = args.length > 1 ? Long.parseLong(args[1]) : 100_000L;
        boolean urge = !(args.length > 2 && args[2].equals("no-urge"));
        Option<Bitbases> five = Option.some(bitbases());
        report("strongest with the bitbases, the ending's weights" + (urge ? " and the progress urge" : "")
                + " vs strongest without the game's history, the bitbases, the ending's weights and the urge",
            match(seed -> DraughtsRobot.of(DraughtsRobot.STRONGEST, seed).withProgressUrge(urge).withBitbases(five),
                blind(seed -> DraughtsRobot.of(DraughtsRobot.STRONGEST, seed).withBitbases(Option.none())
                    .withEndingWeights(false)),
                Budget.ofNodes(nodes)));
      }
      case "bitbases" -> {
        long nodes = args.length > 1 ? Long.parseLong(args[1]) : 100_000L;
        Option<Bitbases> five = Option.some(bitbases());
        report("strongest with the five-piece bitbases vs strongest without (both given the game)",
            match(seed -> DraughtsRobot.of(DraughtsRobot.STRONGEST, seed).withBitbases(five),
                seed -> DraughtsRobot.of(DraughtsRobot.STRONGEST, seed).withBitbases(Option.none()),
                Budget.ofNodes(nodes)));
      }
      case "urge" -> {
        long nodes = args.length > 1 ? Long.parseLong(args[1]) : 100_000L;
        int level = args.length > 2 ? Integer.parseInt(args[2]) : 4;
        Level b = DraughtsRobot.LEVELS.get(level - 1).level();
        report("strongest with the progress urge vs " + b.id(),
            match(seed -> level(DraughtsRobot.STRONGEST, seed).withProgressUrge(true),
                seed -> level(b, seed), Budget.ofNodes(nodes)));
      }
      case "levels" -> {
        Level a = DraughtsRobot.LEVELS.get(Integer.parseInt(args[1]) - 1).level();
        Level b = DraughtsRobot.LEVELS.get(Integer.parseInt(args[2]) - 1).level();
        long nodes = args.length > 3 ? Long.parseLong(args[3]) : 100_000L;
        boolean blind = args.length > 4 && args[4].equals("blind");
        Player first = seed -> level(a, seed);
        report(a.id() + (blind ? " (blind)" : "") + " vs " + b.id(), match(blind ? blind(first) : first,
            seed -> level(b, seed), Budget.ofNodes(nodes)));
      }
      case "external" -> {
        if (args.length < 4) {
          throw new IllegalArgumentException("external COMMAND TABLA-BUDGET ENGINE-BUDGET [K | A-B],"
              + " budgets like 100000nodes or 20ms");
        }
        // K: the first K openings; A-B: openings A to B (from 1), for a match split over processes
        String range = args.length > 4 ? args[4] : "1-" + Integer.MAX_VALUE;
        int dash = range.indexOf('-');
        int from = dash < 0 ? 1 : Integer.parseInt(range.substring(0, dash));
        int to = Integer.parseInt(dash < 0 ? range : range.substring(dash + 1));
        external(args[1], args[2], args[3], from - 1, to);
      }
      default -> throw new IllegalArgumentException("modes: ladder N | self N D | history N | knowledge N [no-urge] | bitbases N | urge N L"
          + " | levels A B N [blind] | external COMMAND TABLA-BUDGET ENGINE-BUDGET [K | A-B]");
    }
    System.out.printf(Locale.ROOT, "total %.1f s%n", (System.nanoTime() - t0) / 1e9);
  }

  /**
   * The Robot of a level, as the library makes it (the strongest with the installed bitbases), or with
   * no bitbases at all under {@code -Dtabla.match.no-bitbases=true}: the same match before and after.
   */
  static DraughtsRobot level(Level level, long seed) {
    DraughtsRobot robot = DraughtsRobot.of(level, seed);
    return Boolean.getBoolean("tabla.match.no-bitbases") ? robot.withBitbases(Option.none()) : robot;
  }

  /**
   * The five-piece bitbases: read from the file {@code -Dtabla.bitbases} names when it exists, else those
   * installed ({@code tabla-draughts-bitbases}, in this jar), else made (minutes) and written to the file
   * when it is named.
   */
  static Bitbases bitbases() throws IOException {
    String file = System.getProperty("tabla.bitbases");
    Option<Bitbases> installed = Bitbases.installed().get().getOrElse(Option.none());
    if (file == null && installed.isDefined()) {
      return installed.get();
    }
    if (file != null && Files.exists(Path.of(file))) {
      try (InputStream in = Files.newInputStream(Path.of(file))) {
        return Bitbases.read(in);
      }
    }
    long t0 = System.nanoTime();
    Bitbases made = Bitbases.generate(5);
    System.out.printf(Locale.ROOT, "five-piece bitbases made in %.1f s%n", (System.nanoTime() - t0) / 1e9);
    if (file != null) {
      Files.write(Path.of(file), made.write());
    }
    return made;
  }

  /** Prints a match: the first player's score, wins, draws, losses, and the Elo difference it suggests. */
  static void report(String title, List<Game> games) {
    int half = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    Map<String, Integer> reasons = new HashMap<>();
    long plies = 0;
    for (Game g : games) {
      half += g.halfPoints();
      wins += g.halfPoints() == 2 ? 1 : 0;
      draws += g.halfPoints() == 1 ? 1 : 0;
      losses += g.halfPoints() == 0 ? 1 : 0;
      reasons.merge(g.reason(), 1, Integer::sum);
      if (VERBOSE) {
        System.out.printf(Locale.ROOT, "  opening %d, first %s: %s by %s after %d plies, %s%n", g.opening(),
            g.firstIsWhite() ? "White" : "Black", g.halfPoints() == 2 ? "won" : g.halfPoints() == 1 ? "drawn" : "lost",
            g.reason(), g.plies(), g.end());
      }
      plies += g.plies();
    }
    double score = half / 2.0;
    double fraction = score / games.size();
    double elo = fraction <= 0 ? Double.NEGATIVE_INFINITY : fraction >= 1 ? Double.POSITIVE_INFINITY
        : -400 * Math.log10(1 / fraction - 1);
    System.out.printf(Locale.ROOT, "%s: %.1f / %d = %.1f %% (+%d =%d -%d), Elo %+.0f, %.0f plies a game, endings %s%n",
        title, score, games.size(), 100 * fraction, wins, draws, losses, elo, (double) plies / games.size(), reasons);
  }

  /** The committed openings: positions after the moves of each line of {@code openings.txt}. */
  static List<DraughtsPosition> openings() {
    List<DraughtsPosition> list = new ArrayList<>();
    // -Dtabla.openings=openings-96.txt: the wider list, four times the games
    String resource = System.getProperty("tabla.openings", "openings.txt");
    try (InputStream in = Objects.requireNonNull(DraughtsMatch.class.getResourceAsStream(resource), resource);
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      while ((line = r.readLine()) != null) {
        line = line.trim();
        if (line.isEmpty() || line.startsWith("#")) {
          continue;
        }
        DraughtsPosition p = GAME.start();
        for (String move : line.split("\\s+")) {
          p = p.playUnchecked(find(p, move));
        }
        list.add(p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return list;
  }

  /** A move in the notation of ID-4. */
  static String text(Move move) {
    return move.path().map(s -> String.valueOf(SquareNaming.draughtsNumber(s).get()))
        .mkString(move.isCapture() ? "x" : "-");
  }

  static Move find(DraughtsPosition p, String text) {
    return p.legalMoves().find(m -> text(m).equals(text))
        .getOrElseThrow(() -> new IllegalArgumentException("no move " + text + " in " + p));
  }

  /** A Robot for a game, made from the game's seed; it is given the game so far unless it is blind. */
  interface Player extends LongFunction<DraughtsRobot> {
    /**
     * Whether the Robot is given the game so far ({@code choose(record)}) or its last position only.
     *
     * @return {@code true} unless {@link #blind}
     */
    default boolean seesHistory() {
      return true;
    }
  }

  /** A player given the last position only, as every Robot was before it could see the game (#21). */
  static Player blind(Player player) {
    return new Player() {
      @Override
      public DraughtsRobot apply(long seed) {
        return player.apply(seed);
      }

      @Override
      public boolean seesHistory() {
        return false;
      }
    };
  }

  /** Every opening twice, the first player White once and Black once. */
  static List<Game> match(Player first, Player second, Budget budget) throws Exception {
    List<DraughtsPosition> openings = openings();
    ExecutorService pool = Executors.newFixedThreadPool(2);
    try {
      List<Future<Game>> futures = new ArrayList<>();
      for (int i = 0; i < openings.size(); i++) {
        for (int c = 0; c < 2; c++) {
          int opening = i;
          boolean firstIsWhite = c == 0;
          long seed = 1_000L + 2L * i + c;
          futures.add(pool.submit(() -> play(opening, openings.get(opening), first, second, seed, firstIsWhite,
              budget)));
        }
      }
      List<Game> games = new ArrayList<>();
      for (Future<Game> f : futures) {
        games.add(f.get());
      }
      return games;
    } finally {
      pool.shutdown();
    }
  }

  static Game play(int opening, DraughtsPosition start, Player firstPlayer, Player secondPlayer, long seed,
      boolean firstIsWhite, Budget budget) {
    DraughtsRobot first = firstPlayer.apply(seed);
    DraughtsRobot second = secondPlayer.apply(seed);
    // the record counts the repetitions (ID-13.2) and is what a seeing Robot is given
    GameRecord<DraughtsPosition> game = GameRecord.of(start);
    while (true) {
      DraughtsPosition p = game.current();
      int plies = game.ply();
      Option<Outcome> outcome = game.outcome();
      if (outcome.isDefined()) {
        Option<Side> winner = outcome.get().winner();
        int half = winner.isEmpty() ? 1 : (winner.get() == Side.WHITE) == firstIsWhite ? 2 : 0;
        return new Game(opening, firstIsWhite, half, outcome.get().termination().code(), plies,
            ExternalEngine.fen(p));
      }
      if (plies >= MAX_PLIES) {
        return new Game(opening, firstIsWhite, 1, "ply limit", plies, ExternalEngine.fen(p));
      }
      boolean firstToMove = (p.sideToMove() == Side.WHITE) == firstIsWhite;
      DraughtsRobot robot = firstToMove ? first : second;
      boolean sees = (firstToMove ? firstPlayer : secondPlayer).seesHistory();
      Move m = (sees ? robot.choose(game, budget, new Cancellation()) : robot.choose(p, budget, new Cancellation()))
          .move();
      GameRecord<DraughtsPosition> before = game;
      game = game.play(m).getOrElseThrow(r -> new IllegalStateException(robot + " played an illegal move " + m
          + " in " + before.current() + ": " + r));
    }
  }

  /** A budget written {@code 100000nodes} or {@code 20ms}: the count and whether it counts nodes. */
  record ExternalBudget(long amount, boolean nodes) {
    static ExternalBudget parse(String text) {
      String t = text.trim().toLowerCase(Locale.ROOT);
      boolean nodes = t.endsWith("nodes");
      if (!nodes && !t.endsWith("ms")) {
        throw new IllegalArgumentException("a budget is like 100000nodes or 20ms, not " + text);
      }
      long amount = Long.parseLong(t.substring(0, t.length() - (nodes ? 5 : 2)));
      if (amount <= 0) {
        throw new IllegalArgumentException("a budget must be positive: " + text);
      }
      return new ExternalBudget(amount, nodes);
    }

    Budget tabla() {
      return nodes ? Budget.ofNodes(amount) : Budget.ofMillis(amount);
    }

    String engine() {
      return (nodes ? "nodes " : "millis ") + amount;
    }

    /** Generous: dama stops at three times its budget; a node is well under 10 microseconds. */
    Duration timeout() {
      return Duration.ofMillis(10_000 + (nodes ? amount / 100 : 20 * amount));
    }

    @Override
    public String toString() {
      return amount + (nodes ? " nodes" : " ms");
    }
  }

  /** Sums over one side's moves: how many, the nodes they searched and the time they took. */
  static final class Effort {
    long moves;
    long nodes;
    long nanos;

    void add(long n, long ns) {
      moves++;
      nodes += n;
      nanos += ns;
    }

    @Override
    public String toString() {
      long m = Math.max(1, moves);
      return String.format(Locale.ROOT, "%d moves, %.0f nodes and %.1f ms a move", moves, (double) nodes / m,
          nanos / 1e6 / m);
    }
  }

  /** The strongest level against an external engine, one game at a time; see the class comment. */
  static void external(String command, String tablaText, String engineText, int openingFrom, int openingLimit)
      throws Exception {
    ExternalBudget tablaBudget = ExternalBudget.parse(tablaText);
    ExternalBudget engineBudget = ExternalBudget.parse(engineText);
    boolean verify = Boolean.getBoolean("tabla.external.verify");
    boolean printMoves = Boolean.getBoolean("tabla.external.moves");
    List<DraughtsPosition> openings = openings();
    Effort tabla = new Effort();
    Effort engineEffort = new Effort();
    long[] checked = new long[1];
    List<Game> games = new ArrayList<>();
    String name;
    try (ExternalEngine engine = ExternalEngine.start(command)) {
      name = engine.name();
      System.out.println("external engine: " + name + "; strongest " + tablaBudget + " a move, engine "
          + engineBudget + " a move" + (verify ? "; checking its legal moves" : ""));
      for (int i = Math.max(0, openingFrom); i < Math.min(openingLimit, openings.size()); i++) {
        for (int c = 0; c < 2; c++) {
          boolean tablaIsWhite = c == 0;
          DraughtsRobot robot = level(DraughtsRobot.STRONGEST, 1_000L + 2L * i + c);
          engine.newGame();
          Game g = playExternal(i, openings.get(i), robot, tablaBudget.tabla(), engine, engineBudget, tablaIsWhite,
              tabla, engineEffort, verify, checked, printMoves);
          games.add(g);
          System.out.printf(Locale.ROOT, "game %d: opening %d, Tabla %s: %s, %s, %d plies%n", games.size(), i + 1,
              tablaIsWhite ? "White" : "Black", g.halfPoints() == 2 ? "Tabla wins" : g.halfPoints() == 1 ? "draw"
                  : "engine wins", g.reason(), g.plies());
        }
      }
    }
    report("strongest (" + tablaBudget + ") vs " + name + " (" + engineBudget + ")", games);
    System.out.println("strongest: " + tabla);
    System.out.println("engine: " + engineEffort + " (nodes as it counts them, time as seen from here)");
    if (verify) {
      System.out.println("legal moves checked in " + checked[0] + " positions: the engine's equal Tabla's");
    }
  }

  static Game playExternal(int opening, DraughtsPosition start, DraughtsRobot robot, Budget budget,
      ExternalEngine engine, ExternalBudget engineBudget, boolean tablaIsWhite, Effort tabla, Effort other,
      boolean verify, long[] checked, boolean printMoves) {
    GameRecord<DraughtsPosition> record = GameRecord.of(start);
    List<String> texts = new ArrayList<>();
    while (true) {
      Option<Outcome> outcome = record.outcome();
      if (outcome.isDefined() || record.ply() >= MAX_PLIES) {
        if (printMoves) {
          System.out.println("  " + ExternalEngine.fen(start) + " " + String.join(" ", texts));
        }
        if (outcome.isEmpty()) {
          return new Game(opening, tablaIsWhite, 1, "ply limit", record.ply(), ExternalEngine.fen(record.current()));
        }
        Option<Side> winner = outcome.get().winner();
        int half = winner.isEmpty() ? 1 : (winner.get() == Side.WHITE) == tablaIsWhite ? 2 : 0;
        return new Game(opening, tablaIsWhite, half, outcome.get().termination().code(), record.ply(),
            ExternalEngine.fen(record.current()));
      }
      DraughtsPosition p = record.current();
      if (verify) {
        List<String> ours = new ArrayList<>(p.legalMoves().map(DraughtsMatch::text).toJavaList());
        Collections.sort(ours);
        List<String> theirs = engine.legalMoves(p);
        if (!ours.equals(theirs)) {
          throw new IllegalStateException("legal moves differ in " + ExternalEngine.fen(p) + ": Tabla " + ours
              + ", engine " + theirs);
        }
        checked[0]++;
      }
      Move m;
      if ((p.sideToMove() == Side.WHITE) == tablaIsWhite) {
        long t0 = System.nanoTime();
        SearchResult r = robot.choose(record, budget, new Cancellation());
        tabla.add(r.nodes(), System.nanoTime() - t0);
        m = r.move();
      } else {
        long t0 = System.nanoTime();
        ExternalEngine.Reply reply = engine.go(p, engineBudget.engine(), engineBudget.timeout());
        other.add(reply.nodes(), System.nanoTime() - t0);
        m = reply.move();
      }
      texts.add(text(m));
      DraughtsPosition before = p;
      Move played = m;
      record = record.play(m).getOrElseThrow(
          rejection -> new IllegalStateException(played + " refused in " + before + ": " + rejection.code()));
    }
  }
}
