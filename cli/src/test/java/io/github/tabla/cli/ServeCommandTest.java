package io.github.tabla.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import org.junit.jupiter.api.Test;

/** {@code tabla serve}: the web board starts, says where, and stops; a bad or taken port is a clear error. */
class ServeCommandTest {
  @Test
  void serveSaysWhereTheBoardIsAndStops() {
    Cli.Result r = Cli.run("serve", "--port", "0", "--stop-after-ms", "300");
    assertEquals(0, r.status(), r::toString);
    assertTrue(r.out().matches("(?s)The web board is at http://localhost:\\d+/ \\(Ctrl\\+C stops it\\)\\.\\s*"),
        r::toString);
    Cli.Result ro = Cli.run("serve", "--port", "0", "--stop-after-ms", "100", "--lang", "ro");
    assertTrue(ro.out().startsWith("Tabla web este la http://localhost:"), ro::toString);
  }

  @Test
  void aBadOrTakenPortIsAClearError() throws Exception {
    Cli.Result bad = Cli.run("serve", "--port", "70000");
    assertEquals(2, bad.status(), bad::toString);
    assertTrue(bad.err().contains("The port must be from 0 to 65535, not 70000."), bad::toString);
    try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getByName("localhost"))) {
      Cli.Result r = Cli.run("serve", "--port", String.valueOf(taken.getLocalPort()));
      assertEquals(2, r.status(), r::toString);
      assertTrue(r.err().contains("Cannot serve on localhost:" + taken.getLocalPort()), r::toString);
    }
  }
}
