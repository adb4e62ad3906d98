package io.github.tabla.cli;

import io.github.tabla.core.MessageBundles;
import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import org.jline.terminal.TerminalBuilder;
import org.jline.terminal.spi.SystemStream;
import org.jline.terminal.spi.TerminalProvider;
import picocli.CommandLine;

/**
 * The {@code tabla} command's entry point: play a match against the Robot in a terminal, watch two
 * Robots play, and list moves, count perft, analyse and show positions of every game found.
 *
 * <pre>{@code
 * java -jar cli/target/tabla.jar play diamonds --level gentle
 * java -jar cli/target/tabla.jar moves italian-draughts --moves "22-18 12-16"
 * }</pre>
 *
 * <p>At a terminal (standard input is one) a person types at JLine's line editor — arrow keys, history,
 * Tab completing the legal moves — and the board is drawn in colour where the terminal shows it. From a
 * pipe the lines are read as they come and echoed after their prompts, so that a transcript reads as if
 * typed.
 *
 * <p>Exit status: 0 when all went well, 2 for a mistake in what was asked (an unknown game, a bad
 * position text, an illegal move in a list, a bad option), 1 for a fault of the program itself and when
 * the input ends before a match does.
 */
public final class Tabla {
  /** The exit status of a user's mistake. */
  static final int USER_ERROR = 2;
  /** The exit status of a fault in the program, and of input that ended before the match. */
  static final int INTERNAL_ERROR = 1;
  /** The exit status after Ctrl-C, as shells expect it. */
  static final int INTERRUPTED = 130;

  private Tabla() {}

  /**
   * Runs the command with the process's standard streams, read and written as UTF-8, and exits with
   * its status.
   *
   * @param args the command line, for example {@code play diamonds --level gentle}
   */
  public static void main(String[] args) {
    PrintWriter err = new PrintWriter(
        new OutputStreamWriter(new FileOutputStream(FileDescriptor.err), StandardCharsets.UTF_8), true);
    Terminal terminal = systemTerminal(err);
    int status = run(terminal, args);
    terminal.out().flush();
    err.flush();
    System.exit(status);
  }

  /**
   * The process's terminal: JLine's line editor when standard input is a terminal (decided by asking the
   * operating system about standard input itself, not by {@code System.console()}, which newer JDKs
   * return for piped input too), else a plain reader that echoes what it reads.
   */
  private static Terminal systemTerminal(PrintWriter err) {
    Map<String, String> env = System.getenv();
    boolean visual = BidiSupport.of(env).getOrElse(false);
    if (isSystemStream(SystemStream.Input)) {
      try {
        org.jline.terminal.Terminal t = TerminalBuilder.builder().system(true).encoding(StandardCharsets.UTF_8)
            .nativeSignals(true).build();
        boolean dumb = t.getType() == null || t.getType().startsWith(org.jline.terminal.Terminal.TYPE_DUMB);
        boolean colour = !dumb && isSystemStream(SystemStream.Output) && !env.containsKey("NO_COLOR");
        return new Terminal(LineInput.editing(t), t.writer(), err, false, Locale.getDefault(), true, colour, visual);
      } catch (IOException | RuntimeException e) {
        // no terminal after all: read plainly below
      }
    }
    PrintWriter out = new PrintWriter(
        new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8), true);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    boolean colour = "always".equals(env.get("TABLA_COLOR"));
    return new Terminal(LineInput.reading(in), out, err, true, Locale.getDefault(), false, colour, visual);
  }

  private static boolean isSystemStream(SystemStream stream) {
    for (String name : new String[] {"jni", "exec"}) {
      try {
        return TerminalProvider.load(name).isSystemStream(stream);
      } catch (IOException | RuntimeException | LinkageError e) {
        // try the next provider
      }
    }
    return System.console() != null;
  }

  /** Runs the command line on a terminal and returns the exit status; never throws for user input. */
  static int run(Terminal terminal, String... args) {
    Option<String> lang = languageArgument(args);
    Option<Locale> chosen = lang.flatMap(Texts::language);
    if (lang.isDefined() && chosen.isEmpty()) {
      terminal.err().println(Texts.of(terminal.locale()).get("error.language", Shown.input(lang.get()),
          Texts.LANGUAGES.mkString(", ")));
      terminal.err().flush();
      return USER_ERROR;
    }
    TablaCommand root = new TablaCommand(terminal, chosen);
    CommandLine cli = commandLine(root);
    int status;
    try {
      status = cli.execute(args);
    } catch (LineInput.Interrupted e) {
      status = INTERRUPTED;
    }
    terminal.out().flush();
    terminal.err().flush();
    return status;
  }

  static CommandLine commandLine(TablaCommand root) {
    Texts texts = root.texts();
    CommandLine cli = new CommandLine(root);
    cli.setResourceBundle(MessageBundles.load(Texts.HELP_BUNDLE, texts.locale(), Tabla.class::getResourceAsStream));
    cli.setOut(root.terminal().out());
    cli.setErr(root.terminal().err());
    cli.setCaseInsensitiveEnumValuesAllowed(true);
    cli.setExecutionExceptionHandler((e, commandLine, parsed) -> {
      PrintWriter err = commandLine.getErr();
      if (e instanceof LineInput.Interrupted) {
        root.terminal().out().println();
        return INTERRUPTED;
      }
      if (e instanceof UserError) {
        err.println(root.terminal().shown(String.valueOf(e.getMessage())));
        return USER_ERROR;
      }
      err.println(texts.get("error.internal", e.getClass().getSimpleName() + ": " + Shown.input(String.valueOf(
          e.getMessage()))));
      if (System.getenv("TABLA_DEBUG") != null) {
        e.printStackTrace(err);
      }
      return INTERNAL_ERROR;
    });
    cli.setParameterExceptionHandler((e, args) -> {
      PrintWriter err = e.getCommandLine().getErr();
      err.println(root.terminal().shown(ParameterErrors.message(e, texts)));
      err.println(texts.get("error.see-help", e.getCommandLine().getCommandSpec().qualifiedName()));
      return USER_ERROR;
    });
    return cli;
  }

  /** The value of the last {@code --lang} option, read before picocli so that help is in that language. */
  static Option<String> languageArgument(String... args) {
    Option<String> found = Option.none();
    Array<String> a = Array.of(args);
    for (int i = 0; i < a.size(); i++) {
      if (a.get(i).equals("--lang") && i + 1 < a.size()) {
        found = Option.some(a.get(i + 1));
      } else if (a.get(i).startsWith("--lang=")) {
        found = Option.some(a.get(i).substring("--lang=".length()));
      }
    }
    return found;
  }
}
