package io.github.tabla.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/**
 * Message files load the same on every platform: read as UTF-8, Hebrew under {@code he} or {@code iw},
 * and a language without a file of its own falls back to the base file, whatever the JVM's default.
 */
class MessageBundlesTest {
  private static final String OLD = "io.github.tabla.core.bundles.old";

  private static ResourceBundle load(String base, Locale locale) {
    return MessageBundles.load(base, locale, MessageBundlesTest.class::getResourceAsStream);
  }

  @Test
  void filesAreReadAsUtf8() {
    assertEquals("Bună ziua, ș ț ă î â", load(OLD, Messages.ROMANIAN).getString("greeting"));
    assertEquals("base", load(OLD, Messages.ROMANIAN).getString("only.base"));
  }

  @Test
  void hebrewIsFoundUnderEitherCode() {
    // this bundle has only the old code's file; the core's has only the new code's
    assertEquals("שלום", load(OLD, Messages.HEBREW).getString("greeting"));
    assertEquals("שלום", load(OLD, new Locale("iw")).getString("greeting"));
    ResourceBundle he = Messages.coreBundle(Messages.HEBREW);
    ResourceBundle iw = Messages.coreBundle(new Locale("iw"));
    assertEquals(he.getString("side.white"), iw.getString("side.white"));
    assertEquals(Messages.HEBREW, load(OLD, new Locale("iw")).getLocale());
  }

  @Test
  void aLanguageWithoutAFileFallsBackToTheBaseFileNotToTheDefaultLanguage() {
    Locale before = Locale.getDefault();
    try {
      Locale.setDefault(Messages.ROMANIAN);
      assertEquals("Hello", load(OLD, Messages.ITALIAN).getString("greeting"));
      assertEquals(Locale.ROOT, load(OLD, Messages.ITALIAN).getLocale());
      assertEquals("White", Messages.coreBundle(Messages.ENGLISH).getString("side.white"));
    } finally {
      Locale.setDefault(before);
    }
  }

  @Test
  void aMissingBaseFileIsAClearError() {
    MissingResourceException e = assertThrows(MissingResourceException.class,
        () -> load("io.github.tabla.core.bundles.none", Messages.ENGLISH));
    assertEquals("no file /io/github/tabla/core/bundles/none.properties", e.getMessage());
  }
}
