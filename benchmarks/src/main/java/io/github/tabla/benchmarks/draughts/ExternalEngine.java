package io.github.tabla.benchmarks.draughts;

import io.github.tabla.core.Move;
import io.github.tabla.core.Side;
import io.github.tabla.core.Square;
import io.github.tabla.core.SquareNaming;
import io.github.tabla.games.draughts.DraughtsPosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * An Italian draughts engine in another process, spoken to in a line protocol, for matches against
 * Tabla's Robot ({@link DraughtsMatch}'s {@code external} mode). The engine reads one command a line on
 * its standard input and answers each with one line on its standard output:
 *
 * <pre>
 * name                     name &lt;its name&gt; ...
 * new                      ok
 * position W:W21,22,K30:B1,2   ok            (PDN FEN, the ID-2 numbers; the side to move first)
 * legal                    legal 22-19 21x14 ...   (its own move generator, for checks)
 * go nodes N | go millis T move 22-19 nodes 12345 ms 20   (or: move 29x22x15x6 ...; nomove)
 * quit
 * </pre>
 *
 * <p>The reply's move is matched, by its whole path (ID-4), to one of the position's
 * {@link DraughtsPosition#legalMoves()}; a reply that does not parse, that is no legal move, or that
 * does not come within the timeout fails with the position in the message (the process is then ended),
 * so a broken or hung engine fails the match instead of hanging it.
 *
 * <p><b>Martin Fierz's dama 1.04</b>, the CheckerBoard engine for Italian draughts, is such an engine
 * with a small driver that is built outside this repository (dama's code is not part of Tabla, and
 * nothing of it is committed here):
 *
 * <ol>
 *   <li>get {@code source/dama.c}, {@code source/cb_interface.h} and {@code source/enginedefs.h} of the
 *       public repository {@code eygilbert/CheckerBoard} into a directory of your own, say
 *       {@code /work/dama};
 *   <li>next to them write {@code driver.c}: it defines dama's clock as a counter of dama's own nodes (the
 *       global {@code alphabetas}) or a wall clock in milliseconds ({@code #define clock()} and
 *       {@code CLK_TCK} before it {@code #include "dama.c"}, unchanged), keeps one position as
 *       CheckerBoard's {@code int board[8][8]} (square {@code n} of ID-2 at {@code [x][y]}, {@code y = (n-1)/4},
 *       {@code x = 2((n-1)%4) + (y odd)}; {@code CB_WHITE 1, CB_BLACK 2, CB_MAN 4, CB_KING 8}; dama numbers
 *       the squares as the FID does), answers {@code go} with {@code getmove(board, color, maxtime, ...)} and
 *       writes the returned {@code CBmove}'s path; before each search it sets dama's node counter and the
 *       stop flag it passes as {@code playnow} back to 0 (dama sets the flag when its time is up, and a
 *       flag left set makes the next search return a move it never searched); in a directory {@code compat/}
 *       a few lines stand in for
 *       the Win32 headers dama includes ({@code windows.h}, {@code ShlObj.h}, {@code Shlwapi.h});
 *   <li>{@code g++ -x c++ -O2 -w -Icompat -I. -o dama-driver driver.c}.
 * </ol>
 *
 * <p>dama plays to a time per move: it starts another iteration while less than 0.59 of the time has
 * passed and stops at three times it, so a move takes about the time given. With the node clock,
 * {@code go nodes N} gives the same rule in nodes (about N nodes a move, at most 3 N) and the same games
 * on every machine (about 6 million of dama's nodes a second on the benchmark machine, so
 * {@code 150000nodes} is about {@code 20ms}).
 *
 * <p>dama knows no draw: it does not see repetitions or the no-progress rule, the match applies them. Its
 * legal moves (the driver's {@code legal}) equal Tabla's in every position of the committed openings'
 * matches ({@code -Dtabla.external.verify=true}) and in a million random positions but for one rule,
 * ID-10.4 with two kings in a capture of four: dama weighs a later king more (it plays
 * {@code 4x11x2x9x18}, kings at jumps 2 and 3, in {@code W:WK4,K24:BK5,K6,7,13,19,K20,27,K28}, where
 * ID-10.4 allows only {@code 24x15x22x31x24} and its loop, kings at jumps 1 and 4). A game that reaches
 * such a capture stops the match with that error. Then, for example:
 *
 * <pre>
 * ./mvnw -B -q -pl benchmarks -am package -DskipTests
 * java -cp benchmarks/target/benchmarks.jar io.github.tabla.benchmarks.draughts.DraughtsMatch \
 *     external /work/dama/dama-driver 100000nodes 20ms
 * </pre>
 */
public final class ExternalEngine implements AutoCloseable {
  private static final String EOF = "\u0000eof";

  private final List<String> command;
  private final Process process;
  private final Writer in;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final Duration commandTimeout;
  private final String name;

  /** What the engine answered to a {@code go}: the move, and the nodes and milliseconds it reported. */
  record Reply(Move move, String text, long nodes, long millis) {}

  /**
   * Starts an engine.
   *
   * @param command the program and its arguments
   * @param commandTimeout how long to wait for the answer to a command other than {@code go}
   * @throws IOException when the program cannot be started or does not answer {@code name}
   */
  public ExternalEngine(List<String> command, Duration commandTimeout) throws IOException {
    this.command = List.copyOf(command);
    this.commandTimeout = commandTimeout;
    this.process = new ProcessBuilder(this.command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    this.in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    Thread reader = new Thread(() -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
          StandardCharsets.UTF_8))) {
        String line;
        while ((line = r.readLine()) != null) {
          lines.add(line);
        }
      } catch (IOException e) {
        // the process ended; the EOF below says so
      }
      lines.add(EOF);
    }, "external-engine-reader");
    reader.setDaemon(true);
    reader.start();
    String answer = ask("name", commandTimeout, "starting the engine");
    if (!answer.startsWith("name")) {
      close();
      throw new IOException(this.command + " answered \"" + answer + "\" to name");
    }
    this.name = answer.substring("name".length()).trim();
  }

  /**
   * Starts an engine from one command line, its words separated by spaces.
   *
   * @param commandLine the program and its arguments
   * @return the engine
   * @throws IOException when the program cannot be started
   */
  public static ExternalEngine start(String commandLine) throws IOException {
    return new ExternalEngine(Arrays.asList(commandLine.trim().split("\\s+")), Duration.ofSeconds(10));
  }

  /**
   * The name the engine gave.
   *
   * @return its answer to {@code name}
   */
  public String name() {
    return name;
  }

  /** Tells the engine a new game starts. */
  public void newGame() {
    expectOk(ask("new", commandTimeout, "new game"), "new game");
  }

  /**
   * The position in the PDN FEN of the protocol: {@code W:W21,22,K30:B1,2}, side to move first.
   *
   * @param p a position
   * @return its FEN, without Tabla's counters
   */
  public static String fen(DraughtsPosition p) {
    return (p.sideToMove() == Side.WHITE ? "W" : "B") + ":W" + pieces(p, Side.WHITE) + ":B"
        + pieces(p, Side.BLACK);
  }

  private static String pieces(DraughtsPosition p, Side side) {
    List<String> list = new ArrayList<>();
    for (int n = 1; n <= 32; n++) {
      Square s = SquareNaming.draughtsSquare(n).get();
      if (p.pieces(side).contains(s)) {
        list.add((p.kings(side).contains(s) ? "K" : "") + n);
      }
    }
    return String.join(",", list);
  }

  /**
   * The engine's move in a position.
   *
   * @param p a position with a legal move
   * @param budget {@code nodes N} or {@code millis T}
   * @param timeout how long to wait for the move
   * @return the legal move it chose
   * @throws IllegalStateException when the engine's answer is no legal move of the position, or does
   *     not come in time
   */
  Reply go(DraughtsPosition p, String budget, Duration timeout) {
    sendPosition(p);
    String answer = ask("go " + budget, timeout, "searching " + fen(p));
    String[] words = answer.trim().split("\\s+");
    if (words.length < 2 || !words[0].equals("move")) {
      throw failure("answered \"" + answer + "\" to go " + budget, p);
    }
    String text = words[1];
    Move move = p.legalMoves().find(m -> DraughtsMatch.text(m).equals(text))
        .getOrElseThrow(() -> failure("played " + text + ", which is not a legal move (legal: "
            + p.legalMoves().map(DraughtsMatch::text).mkString(" ") + ")", p));
    long nodes = 0;
    long millis = 0;
    for (int i = 2; i + 1 < words.length; i += 2) {
      try {
        if (words[i].equals("nodes")) {
          nodes = Long.parseLong(words[i + 1]);
        } else if (words[i].equals("ms")) {
          millis = Long.parseLong(words[i + 1]);
        }
      } catch (NumberFormatException e) {
        throw failure("answered \"" + answer + "\" to go " + budget, p);
      }
    }
    return new Reply(move, text, nodes, millis);
  }

  /**
   * The engine's own legal moves in a position, in the notation of ID-4, sorted.
   *
   * @param p a position
   * @return the moves its generator finds
   */
  public List<String> legalMoves(DraughtsPosition p) {
    sendPosition(p);
    String answer = ask("legal", commandTimeout, "legal moves of " + fen(p));
    if (!answer.startsWith("legal")) {
      throw failure("answered \"" + answer + "\" to legal", p);
    }
    String rest = answer.substring("legal".length()).trim();
    List<String> moves = new ArrayList<>(rest.isEmpty() ? List.of() : Arrays.asList(rest.split("\\s+")));
    moves.sort(null);
    return moves;
  }

  private void sendPosition(DraughtsPosition p) {
    expectOk(ask("position " + fen(p), commandTimeout, "setting " + fen(p)), "position " + fen(p));
  }

  private void expectOk(String answer, String what) {
    if (!answer.equals("ok")) {
      close();
      throw new IllegalStateException(command + " answered \"" + answer + "\" to " + what);
    }
  }

  private IllegalStateException failure(String what, DraughtsPosition p) {
    close();
    return new IllegalStateException(command + " " + what + " in " + fen(p) + " (" + p + ")");
  }

  private String ask(String line, Duration timeout, String doing) {
    try {
      in.write(line + "\n");
      in.flush();
    } catch (IOException e) {
      close();
      throw new UncheckedIOException(command + " could not be told \"" + line + "\" while " + doing, e);
    }
    String answer;
    try {
      answer = lines.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      close();
      throw new IllegalStateException("interrupted while " + doing, e);
    }
    if (answer == null) {
      close();
      throw new IllegalStateException(command + " did not answer within " + timeout.toMillis() + " ms while "
          + doing);
    }
    if (answer.equals(EOF)) {
      close();
      throw new IllegalStateException(command + " ended (exit " + exitValue() + ") while " + doing);
    }
    return answer;
  }

  private String exitValue() {
    try {
      return process.waitFor(1, TimeUnit.SECONDS) ? String.valueOf(process.exitValue()) : "?";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "?";
    }
  }

  /** Asks the engine to quit and ends its process if it does not within a second. */
  @Override
  public void close() {
    if (process.isAlive()) {
      try {
        in.write("quit\n");
        in.flush();
        in.close();
      } catch (IOException e) {
        // it is ended below
      }
      try {
        if (!process.waitFor(1, TimeUnit.SECONDS)) {
          process.destroyForcibly();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        process.destroyForcibly();
      }
    }
  }
}
