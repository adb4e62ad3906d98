package io.github.tabla.archfixture.broken.json;

import com.fasterxml.jackson.jr.ob.JSON;
import io.github.tabla.archfixture.broken.core.Board;
import io.github.tabla.archfixture.broken.notation.Notation;
import java.io.IOException;

/** The JSON view uses core, notation and jackson-jr. */
public final class Json {
  /** @return the squares as JSON */
  public static String write(long bits) throws IOException {
    return JSON.std.asString(Board.occupied(bits).mkString(" ") + Notation.write(bits));
  }
}
