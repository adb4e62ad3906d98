package io.github.tabla.web;

import org.apiguardian.api.API;
import com.sun.net.httpserver.HttpServer;
import io.github.tabla.core.AnyGame;
import io.github.tabla.core.Games;
import io.vavr.collection.Seq;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The reference web board: an HTTP server on the JDK's own {@code jdk.httpserver} (no other dependency)
 * that serves a page playing every game found, and under {@code /api/} the JSON view of them that the page
 * uses (and that an Android or a desktop app may use as well). {@code ./tabla serve} starts one.
 *
 * <pre>{@code
 * try (TablaServer server = TablaServer.builder().port(8080).start()) {
 *   System.out.println("Open " + server.uri());   // http://localhost:8080/
 *   ...
 * }
 * }</pre>
 *
 * <p>The server keeps no state between requests: the page holds its match (the JSON view's {@code match}
 * document) and sends it with every request, so a restart loses nothing and many pages share one server.
 * The Robot searches on the server within the budget asked for (at most {@link #MAX_THINK_MILLIS}), at most
 * {@link #ROBOTS} at a time, and a search can be cancelled. The package documentation describes the API.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class TablaServer implements AutoCloseable {
  /** The longest the Robot may think for one move, in milliseconds. */
  public static final int MAX_THINK_MILLIS = 10_000;
  /** How many Robot searches run at once; a request beyond them is answered 503. */
  public static final int ROBOTS = 2;

  private final HttpServer http;
  private final ExecutorService workers;
  private final URI uri;

  private TablaServer(HttpServer http, ExecutorService workers, URI uri) {
    this.http = http;
    this.workers = workers;
    this.uri = uri;
  }

  /**
   * A builder, on {@code localhost}, port 8080, every game found, the reference page.
   *
   * @return the builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Where the page is served.
   *
   * @return for example {@code http://localhost:8080/}
   */
  public URI uri() {
    return uri;
  }

  /**
   * The port the server listens on (the one chosen by the system when 0 was asked for).
   *
   * @return the port
   */
  public int port() {
    return http.getAddress().getPort();
  }

  /** Stops the server: requests under way get a second to finish. */
  @Override
  public void close() {
    http.stop(1);
    workers.shutdownNow();
    try {
      workers.awaitTermination(2, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Override
  public String toString() {
    return "TablaServer[" + uri + "]";
  }

  /** How a server is set up; {@link #start()} starts it. */
  public static final class Builder {
    private String host = "localhost";
    private int port = 8080;
    private Seq<AnyGame> games = Games.all();
    private String page = WebApi.PAGE;
    private Class<?> pageOwner = WebApi.class;

    private Builder() {}

    /**
     * The address to listen on.
     *
     * @param newHost a host name or address; {@code localhost} (the default) serves this machine only,
     *     {@code 0.0.0.0} every network
     * @return this builder
     */
    public Builder host(String newHost) {
      this.host = Objects.requireNonNull(newHost, "newHost");
      return this;
    }

    /**
     * The port to listen on.
     *
     * @param newPort 1 to 65535, or 0 for any free port
     * @return this builder
     * @throws IllegalArgumentException when the port is out of range
     */
    public Builder port(int newPort) {
      if (newPort < 0 || newPort > 65_535) {
        throw new IllegalArgumentException("a port is 0 to 65535, not " + newPort);
      }
      this.port = newPort;
      return this;
    }

    /**
     * The games to serve.
     *
     * @param newGames at least one game, ids all different
     * @return this builder
     * @throws IllegalArgumentException when there is no game, or two have the same id
     */
    public Builder games(Seq<AnyGame> newGames) {
      Objects.requireNonNull(newGames, "newGames");
      if (newGames.isEmpty() || newGames.map(AnyGame::id).distinct().size() != newGames.size()) {
        throw new IllegalArgumentException("a server needs games with different ids, got " + newGames);
      }
      this.games = newGames;
      return this;
    }

    /**
     * Where the page's files (index.html and what it loads) are found, so that an app serves a page with its
     * own look over the same API: a resource folder of the owner's module (or of the class path, for a
     * class on it). On the module path the owner's module {@code opens} the folder's package.
     *
     * @param owner a class of the module that holds the page, such as the app's main class
     * @param resourceFolder an absolute resource folder such as {@code /com/example/board/}
     * @return this builder
     * @throws IllegalArgumentException when the folder is not absolute
     */
    public Builder page(Class<?> owner, String resourceFolder) {
      Objects.requireNonNull(owner, "owner");
      Objects.requireNonNull(resourceFolder, "resourceFolder");
      if (!resourceFolder.startsWith("/")) {
        throw new IllegalArgumentException("a page's folder is absolute, such as /com/example/board/, not "
            + resourceFolder);
      }
      this.pageOwner = owner;
      this.page = resourceFolder.endsWith("/") ? resourceFolder : resourceFolder + "/";
      return this;
    }

    /**
     * Starts the server.
     *
     * @return the running server
     * @throws UncheckedIOException when the address cannot be bound (the port is taken, say)
     */
    public TablaServer start() {
      try {
        InetSocketAddress address = new InetSocketAddress(InetAddress.getByName(host), port);
        HttpServer http = HttpServer.create(address, 64);
        ExecutorService workers = Executors.newFixedThreadPool(8, r -> {
          Thread t = new Thread(r, "tabla-web");
          t.setDaemon(true);
          return t;
        });
        http.setExecutor(workers);
        WebApi api = new WebApi(games, pageOwner, page);
        http.createContext("/", api::handle);
        http.start();
        int bound = http.getAddress().getPort();
        String shown = host.equals("0.0.0.0") ? "localhost" : host;
        return new TablaServer(http, workers, URI.create("http://" + shown + ":" + bound + "/"));
      } catch (IOException e) {
        throw new UncheckedIOException("cannot serve on " + host + ":" + port + ": " + e.getMessage(), e);
      }
    }
  }
}
