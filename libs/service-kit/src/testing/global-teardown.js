// Removes the containers global-setup.js started for this jest run, if it started any.
module.exports = async function globalTeardown() {
  const remove = globalThis.__FX_TEST_CONTAINERS__;
  globalThis.__FX_TEST_CONTAINERS__ = undefined;
  await remove?.();
};
