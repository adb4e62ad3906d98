package io.github.tabla.cli;

import io.github.tabla.web.TablaServer;
import java.io.UncheckedIOException;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine;

/**
 * {@code tabla serve [--port 8080] [--host localhost]}: the reference web board (tabla-web) on this machine,
 * every game against the Robot or two players at one screen, until Ctrl+C.
 */
@CommandLine.Command(name = "serve", mixinStandardHelpOptions = true, usageHelpAutoWidth = true)
final class ServeCommand implements Callable<Integer> {
  @CommandLine.ParentCommand
  TablaCommand root;

  @CommandLine.Mixin
  Options.Language language = new Options.Language();

  @CommandLine.Option(names = "--port", paramLabel = "PORT", descriptionKey = "port")
  int port = 8080;

  @CommandLine.Option(names = "--host", paramLabel = "HOST", descriptionKey = "host")
  String host = "localhost";

  /** For tests: stop after so many milliseconds instead of at Ctrl+C. */
  @CommandLine.Option(names = "--stop-after-ms", hidden = true)
  long stopAfter;

  @Override
  public Integer call() throws InterruptedException {
    Texts texts = root.texts();
    if (port < 0 || port > 65_535) {
      throw new UserError(texts.get("error.port", port));
    }
    TablaServer server;
    try {
      server = TablaServer.builder().host(host).port(port).start();
    } catch (UncheckedIOException | IllegalArgumentException e) {
      throw new UserError(texts.get("error.serve", host + ":" + port, String.valueOf(e.getCause() != null
          ? e.getCause().getMessage() : e.getMessage())));
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Thread hook = new Thread(() -> {
      server.close();
      stopped.countDown();
    }, "tabla-serve-stop");
    Runtime.getRuntime().addShutdownHook(hook);
    root.terminal().say(texts.get("serve.started", server.uri()));
    if (stopAfter > 0) {
      stopped.await(stopAfter, TimeUnit.MILLISECONDS);
      Runtime.getRuntime().removeShutdownHook(hook);
      server.close();
    } else {
      stopped.await();
    }
    return 0;
  }
}
