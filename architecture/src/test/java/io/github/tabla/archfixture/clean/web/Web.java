package io.github.tabla.archfixture.clean.web;

import com.sun.net.httpserver.HttpExchange;
import io.github.tabla.archfixture.clean.core.Board;
import io.github.tabla.archfixture.clean.diagram.Diagram;
import io.github.tabla.archfixture.clean.json.Json;
import java.io.IOException;

/** The web board uses core, the JSON view, diagrams and the JDK's HTTP server. */
public final class Web {
  /** @return the board and the squares as a page */
  public static String page(long bits, HttpExchange exchange) throws IOException {
    return exchange.getRequestURI() + Diagram.draw(bits) + Json.write(bits) + Board.occupied(bits).size();
  }
}
