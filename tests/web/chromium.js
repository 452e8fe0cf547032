/* chromium.js: headless Chromium driven over the DevTools protocol, in plain Node.js
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Chromium is started with --remote-debugging-pipe: it reads protocol
 * messages on its file descriptor 3 and writes them on 4, each a JSON text
 * ended by a NUL byte. No port, no WebSocket, no npm package. Every page is
 * opened in a browser context of its own, so its storage starts empty.
 */
"use strict";

const { spawn, spawnSync } = require ("child_process");
const fs = require ("fs");
const os = require ("os");
const path = require ("path");

/* The flags the tests run Chromium with: headless, no sandbox (containers),
 * nothing fetched in the background, and no way out to the network. */
const FLAGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync",
  "--disable-default-apps", "--disable-extensions", "--mute-audio",
  "--hide-scrollbars", "--proxy-server=http://127.0.0.1:9", "--proxy-bypass-list=<-loopback>",
  "--host-resolver-rules=MAP * ~NOTFOUND",
];

function findChromium () {
  const candidates = [process.env.CHROMIUM, "chromium", "chromium-browser", "google-chrome"];

  for (const name of candidates.filter (Boolean)) {
    const lookup = () => spawnSync ("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
    const found = name.includes ("/") ? name : lookup ().stdout.trim ();
    if (found && fs.existsSync (found))
      return found;
  }
  return null;
}

class Browser {
  static launch (executable) {
    const profile = fs.mkdtempSync (path.join (os.tmpdir (), "pf-chromium-"));
    const child = spawn (executable,
                         [...FLAGS, `--user-data-dir=${profile}`, "--remote-debugging-pipe",
                          "about:blank"],
                         { stdio: ["ignore", "ignore", "pipe", "pipe", "pipe"] });
    return new Browser (child, profile);
  }

  constructor (child, profile) {
    this.child = child;
    this.profile = profile;
    this.nextId = 1;
    this.pending = new Map ();
    this.listeners = [];
    this.buffer = "";
    this.stderr = "";
    child.stderr.on ("data", (data) => { this.stderr += data; });
    child.stdio[4].on ("data", (data) => this.receive (data));
    child.on ("exit", (code) => {
      for (const { reject } of this.pending.values ())
        reject (new Error (`Chromium exited (${code}): ${this.stderr.slice (-2000)}`));
      this.pending.clear ();
    });
  }

  receive (data) {
    this.buffer += data.toString ("utf8");
    let end;

    while ((end = this.buffer.indexOf ("\0")) >= 0) {
      const message = JSON.parse (this.buffer.slice (0, end));
      this.buffer = this.buffer.slice (end + 1);
      if (message.id !== undefined && this.pending.has (message.id)) {
        const { resolve, reject, method } = this.pending.get (message.id);
        this.pending.delete (message.id);
        if (message.error)
          reject (new Error (`${method}: ${message.error.message}`));
        else
          resolve (message.result);
      } else if (message.method) {
        for (const listener of this.listeners)
          listener (message);
      }
    }
  }

  send (method, params = {}, sessionId = undefined) {
    const id = this.nextId++;
    const message = { id, method, params };

    if (sessionId)
      message.sessionId = sessionId;
    return new Promise ((resolve, reject) => {
      this.pending.set (id, { resolve, reject, method });
      this.child.stdio[3].write (JSON.stringify (message) + "\0");
    });
  }

  /* The next event @method (of @sessionId) that @test accepts. */
  waitFor (method, sessionId, test = () => true, timeout = 20000) {
    return new Promise ((resolve, reject) => {
      const timer = setTimeout (() => {
        this.listeners = this.listeners.filter ((l) => l !== listener);
        reject (new Error (`no ${method} within ${timeout} ms`));
      }, timeout);
      const listener = (message) => {
        if (message.method === method && message.sessionId === sessionId && test (message.params)) {
          clearTimeout (timer);
          this.listeners = this.listeners.filter ((l) => l !== listener);
          resolve (message.params);
        }
      };
      this.listeners.push (listener);
    });
  }

  /* A new page in a context of its own, @width × @height CSS pixels, with
   * the colour scheme given, and the network off unless @online. */
  async newPage ({ width = 1024, height = 700, scheme = "light", online = false } = {}) {
    const { browserContextId } = await this.send ("Target.createBrowserContext");
    const { targetId } = await this.send ("Target.createTarget",
                                          { url: "about:blank", browserContextId, width, height });
    const { sessionId } = await this.send ("Target.attachToTarget", { targetId, flatten: true });
    const page = new Page (this, sessionId, targetId, browserContextId);

    this.listeners.push ((message) => page.observe (message));
    await page.send ("Page.enable");
    await page.send ("Runtime.enable");
    await page.send ("Network.enable");
    if (!online)
      await page.send ("Network.emulateNetworkConditions",
                       { offline: true, latency: 0, downloadThroughput: 0, uploadThroughput: 0 });
    await page.send ("Emulation.setDeviceMetricsOverride",
                     { width, height, deviceScaleFactor: 1, mobile: false });
    await page.send ("Emulation.setEmulatedMedia",
                     { features: [{ name: "prefers-color-scheme", value: scheme }] });
    return page;
  }

  /* Ends Chromium, waiting for it to exit before its profile is removed. */
  async close () {
    const exited = this.child.exitCode !== null ? Promise.resolve ()
                   : new Promise ((resolve) => this.child.once ("exit", resolve));

    this.send ("Browser.close").catch (() => {});
    await Promise.race ([exited, new Promise ((resolve) => setTimeout (resolve, 5000))]);
    if (this.child.exitCode === null)
      this.child.kill ("SIGKILL");
    fs.rmSync (this.profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

class Page {
  constructor (browser, sessionId, targetId, contextId) {
    this.browser = browser;
    this.sessionId = sessionId;
    this.targetId = targetId;
    this.contextId = contextId;
    this.requests = [];
    this.errors = [];
  }

  observe (message) {
    if (message.sessionId !== this.sessionId)
      return;
    if (message.method === "Network.requestWillBeSent")
      this.requests.push (message.params.request.url);
    else if (message.method === "Runtime.exceptionThrown")
      this.errors.push (message.params.exceptionDetails.exception?.description ||
                        message.params.exceptionDetails.text);
    else if (message.method === "Runtime.consoleAPICalled" && message.params.type === "error")
      this.errors.push (message.params.args.map ((a) => a.value ?? a.description).join (" "));
    else if (message.method === "Log.entryAdded" && message.params.entry.level === "error")
      this.errors.push (message.params.entry.text);
  }

  send (method, params = {}) {
    return this.browser.send (method, params, this.sessionId);
  }

  /* Opens @url and waits until the page has set window.polyform; returns
   * the milliseconds that took. */
  async open (url) {
    const started = process.hrtime.bigint ();
    const loaded = this.browser.waitFor ("Page.loadEventFired", this.sessionId);

    await this.send ("Page.navigate", { url });
    await loaded;
    for (let tries = 0; tries < 200; tries++) {
      if (await this.eval ("typeof window.polyform === 'object'"))
        return Number (process.hrtime.bigint () - started) / 1e6;
      await new Promise ((resolve) => setTimeout (resolve, 25));
    }
    throw new Error (`window.polyform never appeared; errors: ${this.errors.join ("; ")}`);
  }

  /* The value of a JavaScript expression in the page. */
  async eval (expression) {
    const { result, exceptionDetails } = await this.send ("Runtime.evaluate",
                                                         { expression, returnByValue: true,
                                                           awaitPromise: true });
    if (exceptionDetails)
      throw new Error (`${expression}: ${exceptionDetails.exception?.description ||
                                         exceptionDetails.text}`);
    return result.value;
  }

  async screenshot (file) {
    const { data } = await this.send ("Page.captureScreenshot", { format: "png" });
    fs.writeFileSync (file, Buffer.from (data, "base64"));
  }

  async mouse (type, x, y) {
    await this.send ("Input.dispatchMouseEvent",
                     { type, x, y, button: "left", buttons: type === "mouseReleased" ? 0 : 1,
                       clickCount: 1 });
  }

  /* One key press: @key as KeyboardEvent.key, with its code and key code. */
  async key (key, { code = key, keyCode = 0, modifiers = 0 } = {}) {
    for (const type of ["rawKeyDown", "keyUp"])
      await this.send ("Input.dispatchKeyEvent",
                       { type, key, code, windowsVirtualKeyCode: keyCode,
                         nativeVirtualKeyCode: keyCode, modifiers });
  }

  async close () {
    await this.browser.send ("Target.closeTarget", { targetId: this.targetId });
    await this.browser.send ("Target.disposeBrowserContext", { browserContextId: this.contextId });
  }
}

module.exports = { findChromium, Browser, FLAGS };
