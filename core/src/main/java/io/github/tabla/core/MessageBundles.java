package io.github.tabla.core;

import org.apiguardian.api.API;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * Loads a message bundle the same way on every platform: the {@code .properties} files read as UTF-8
 * (Android reads them as ISO-8859-1 through {@link ResourceBundle#getBundle}), Hebrew found under both of
 * its codes ({@code he}, and {@code iw}, which older Java and Android still use), and a language without a
 * file of its own falling back to the base file, never to the JVM's default language.
 *
 * <p>The files are opened by the caller's own code, so that a module's encapsulated resources stay its
 * own:
 *
 * <pre>{@code
 * ResourceBundle b = MessageBundles.load("com.example.game.messages", locale,
 *     MyGame.class::getResourceAsStream);      // messages.properties, messages_ro.properties, ...
 * }</pre>
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class MessageBundles {
  private MessageBundles() {}

  /**
   * A bundle and its parent: the language's own file over the base file.
   *
   * @param baseName the base name, such as {@code io.github.tabla.core.messages}
   * @param locale the language; {@link Locale#ROOT} for the base file alone
   * @param resources opens a resource by its absolute name ({@code /io/github/.../messages_ro.properties}),
   *     or answers {@code null} when there is none: usually {@code SomeClass.class::getResourceAsStream}
   * @return the bundle: the language's file, whose parent is the base file, or the base file alone when the
   *     language has no file
   * @throws MissingResourceException when there is no base file
   * @throws UncheckedIOException when a file cannot be read
   */
  public static ResourceBundle load(String baseName, Locale locale,
      Function<String, @Nullable InputStream> resources) {
    Objects.requireNonNull(baseName, "baseName");
    Objects.requireNonNull(locale, "locale");
    Objects.requireNonNull(resources, "resources");
    String path = "/" + baseName.replace('.', '/');
    Bundle base = read(resources, path + ".properties", Locale.ROOT);
    if (base == null) {
      throw new MissingResourceException("no file " + path + ".properties", baseName, "");
    }
    String language = locale.getLanguage();
    if (language.isEmpty()) {
      return base;
    }
    boolean hebrew = language.equals("he") || language.equals("iw");
    Locale own = hebrew ? Messages.HEBREW : Locale.forLanguageTag(language);
    for (String code : hebrew ? new String[] {"he", "iw"} : new String[] {language}) {
      Bundle file = read(resources, path + "_" + code + ".properties", own);
      if (file != null) {
        file.parent(base);
        return file;
      }
    }
    return base;
  }

  private static @Nullable Bundle read(Function<String, @Nullable InputStream> resources, String name,
      Locale locale) {
    try (InputStream in = resources.apply(name)) {
      if (in == null) {
        return null;
      }
      try (Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8)) {
        return new Bundle(reader, locale);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + name, e);
    }
  }

  /** A properties file read as UTF-8, knowing its language. */
  private static final class Bundle extends PropertyResourceBundle {
    private final Locale locale;

    Bundle(Reader reader, Locale locale) throws IOException {
      super(reader);
      this.locale = locale;
    }

    void parent(ResourceBundle base) {
      setParent(base);
    }

    @Override
    public Locale getLocale() {
      return locale;
    }
  }
}
