package io.github.tabla.example.web;

import io.github.tabla.core.AnyGame;
import io.github.tabla.core.Games;
import io.github.tabla.web.TablaServer;
import io.vavr.collection.Seq;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * A web board with its own look: Tabla's server and API, this module's page, two of the games.
 *
 * <pre>
 * ./mvnw -q -f examples/web/pom.xml compile exec:exec@serve     (port 8081)
 * ./mvnw -B -f examples/web/pom.xml verify                       (runs it with --check)
 * </pre>
 *
 * With {@code --check} it starts on a free port, asks for its page and its games, plays a move through the
 * API, and stops: what the build runs.
 */
public final class WebBoard {
  private WebBoard() {}

  /**
   * Serves the board until Ctrl+C, or checks it.
   *
   * @param args a port (default 8081), or {@code --check}
   * @throws Exception when the check fails
   */
  public static void main(String[] args) throws Exception {
    boolean check = args.length > 0 && args[0].equals("--check");
    int port = check ? 0 : args.length > 0 ? Integer.parseInt(args[0]) : 8081;
    Seq<AnyGame> games = Games.all().filter(g -> !g.id().contains(":"));
    TablaServer server = TablaServer.builder().port(port).games(games)
        .page(WebBoard.class, "/io/github/tabla/example/web/").start();
    if (!check) {
      System.out.println("The board is at " + server.uri() + " (Ctrl+C stops it).");
      Runtime.getRuntime().addShutdownHook(new Thread(server::close));
      Thread.currentThread().join();
      return;
    }
    try (server) {
      HttpClient client = HttpClient.newHttpClient();
      String page = get(client, server.uri());
      expect(page.contains("<title>Two games, one board</title>"), "the page is this module's own: " + page);
      String catalogue = get(client, server.uri().resolve("/api/games"));
      expect(catalogue.contains("\"id\":\"diamonds\"") && catalogue.contains("\"id\":\"knights\""),
          "the games are served: " + catalogue);
      String fresh = post(client, server.uri().resolve("/api/new"), "{\"game\":\"diamonds\"}");
      String match = fresh.substring(fresh.indexOf("\"match\":") + 8, fresh.indexOf(",\"position\":"));
      String moved = post(client, server.uri().resolve("/api/move"),
          "{\"game\":\"diamonds\",\"match\":" + match + ",\"move\":{\"path\":[\"e1\",\"e2\"]}}");
      expect(moved.contains("\"moves\":[\"Ke1-e2\"]"), "the move is played: " + moved);
      System.out.println("WebBoard: the page, the games and a move answered on " + server.uri());
    }
  }

  private static String get(HttpClient client, URI uri) throws Exception {
    return client.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString()).body();
  }

  private static String post(HttpClient client, URI uri, String json) throws Exception {
    return client.send(HttpRequest.newBuilder(uri).POST(HttpRequest.BodyPublishers.ofString(json))
        .header("Content-Type", "application/json").build(), HttpResponse.BodyHandlers.ofString()).body();
  }

  private static void expect(boolean ok, String what) {
    if (!ok) {
      throw new IllegalStateException("WebBoard check failed: " + what);
    }
  }
}
