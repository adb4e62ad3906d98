package io.github.tabla.cli;

import io.vavr.collection.Array;
import io.vavr.control.Option;
import java.io.BufferedReader;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.ResourceBundle;
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
 * <p>Exit status: 0 when all went well, 2 for a mistake in what was asked (an unknown game, a bad
 * position text, an illegal move in a list, a bad option), 1 for a fault of the program itself.
 */
public final class Tabla {
  /** The exit status of a user's mistake. */
  static final int USER_ERROR = 2;
  /** The exit status of a fault in the program. */
  static final int INTERNAL_ERROR = 1;

  private Tabla() {}

  /**
   * Runs the command with the process's standard streams, read and written as UTF-8, and exits with
   * its status.
   *
   * @param args the command line, for example {@code play diamonds --level gentle}
   */
  public static void main(String[] args) {
    PrintWriter out = new PrintWriter(
        new OutputStreamWriter(new FileOutputStream(FileDescriptor.out), StandardCharsets.UTF_8), true);
    PrintWriter err = new PrintWriter(
        new OutputStreamWriter(new FileOutputStream(FileDescriptor.err), StandardCharsets.UTF_8), true);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    // without a console the input is piped: echo it so the transcript reads as if typed
    Terminal terminal = new Terminal(in, out, err, System.console() == null, Locale.getDefault());
    int status = run(terminal, args);
    out.flush();
    err.flush();
    System.exit(status);
  }

  /** Runs the command line on a terminal and returns the exit status; never throws for user input. */
  static int run(Terminal terminal, String... args) {
    Option<String> lang = languageArgument(args);
    Option<Locale> chosen = lang.flatMap(Texts::language);
    if (lang.isDefined() && chosen.isEmpty()) {
      terminal.err().println(Texts.of(terminal.locale()).get("error.language", lang.get(),
          Texts.LANGUAGES.mkString(", ")));
      terminal.err().flush();
      return USER_ERROR;
    }
    TablaCommand root = new TablaCommand(terminal, chosen);
    CommandLine cli = commandLine(root);
    int status = cli.execute(args);
    terminal.out().flush();
    terminal.err().flush();
    return status;
  }

  static CommandLine commandLine(TablaCommand root) {
    Texts texts = root.texts();
    CommandLine cli = new CommandLine(root);
    cli.setResourceBundle(ResourceBundle.getBundle(Texts.HELP_BUNDLE, texts.locale()));
    cli.setOut(root.terminal().out());
    cli.setErr(root.terminal().err());
    cli.setCaseInsensitiveEnumValuesAllowed(true);
    cli.setExecutionExceptionHandler((e, commandLine, parsed) -> {
      PrintWriter err = commandLine.getErr();
      if (e instanceof UserError) {
        err.println(e.getMessage());
        return USER_ERROR;
      }
      err.println(texts.get("error.internal", e.getClass().getSimpleName() + ": " + e.getMessage()));
      if (System.getenv("TABLA_DEBUG") != null) {
        e.printStackTrace(err);
      }
      return INTERNAL_ERROR;
    });
    cli.setParameterExceptionHandler((e, args) -> {
      PrintWriter err = e.getCommandLine().getErr();
      err.println(e.getMessage());
      CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
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
