package io.github.tabla.cli;

import io.github.tabla.core.Games;
import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine;

/** The version line of {@code tabla --version}: the build's version and the games found. */
final class Version implements CommandLine.IVersionProvider {
  @Override
  public String[] getVersion() {
    Properties p = new Properties();
    try (InputStream in = Version.class.getResourceAsStream("version.properties")) {
      if (in != null) {
        p.load(in);
      }
    } catch (IOException e) {
      // no version file: say so rather than fail
    }
    return new String[] {
        "tabla " + p.getProperty("version", "(unknown version)"),
        "games: " + Games.ids().mkString(", "),
        "java " + System.getProperty("java.version")};
  }
}
