import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMessages } from '../../../contracts/auth';
import {
  emailTokenParams,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  passwordSetAnswerSchema,
  profileUpdateRequestSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
  updatedProfileSchema,
  userSchema,
} from '../../../contracts/auth.schemas';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../errors';
import { abuseLimits } from './abuse-limits';
import { activateAccount, confirmEmailChange, logIn, requestPasswordReset, resetPassword, signInWithLink, signUp, toUserJson, updateProfile, type SignedIn } from './accounts';
import { workAfterAnswer } from './after-answer';
import { clearSessionCookies, readSessionCookies, setDeviceCookie, setSessionCookies } from './cookies';
import { knownDeviceOf } from './device-cookies';
import { authGuards, signedInUser } from './guards';
import { readAccessToken, revokeSession, revokeSessionOfRefreshToken, rotateRefreshToken } from './sessions';
import { messageAnswerSchema } from '../../../contracts/api.schemas';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config, db } = deps;
  const { requireUser } = authGuards(deps);

  const limits = abuseLimits(app, config);
  const later = workAfterAnswer(app, deps.log);
  const answerSignedIn = (reply: FastifyReply, signedIn: SignedIn) => {
    setSessionCookies(reply, config, signedIn.tokens);
    setDeviceCookie(reply, config, signedIn.device);
    return signedIn.user;
  };

  app.post('/signup', { schema: { body: signupRequestSchema, response: { 201: messageAnswerSchema } }, preHandler: limits.signup }, async (request, reply) => {
    await signUp(deps, request.body);
    return reply.code(201).send({ message: authMessages.signedUp });
  });

  app.get('/verify/:token', { schema: { params: emailTokenParams, response: { 200: messageAnswerSchema } } }, async (request) => {
    await activateAccount(deps, request.params.token);
    return { message: authMessages.activated };
  });

  app.post('/login', { schema: { body: loginRequestSchema, response: { 200: userSchema } } }, async (request, reply) => {
    const knownDevice = (userId: string) => knownDeviceOf(request, config, userId);
    return answerSignedIn(reply, await logIn(deps, request.body, { ip: request.ip, knownDeviceOf: knownDevice, later }));
  });

  app.post('/sign-in-link/:token', { schema: { params: emailTokenParams, response: { 200: userSchema } }, preHandler: limits.signInLink }, async (request, reply) =>
    answerSignedIn(reply, await signInWithLink(deps, request.params.token)),
  );

  app.post('/logout', { schema: { response: { 200: messageAnswerSchema } } }, async (request, reply) => {
    const { accessToken, refreshToken } = readSessionCookies(request, config);
    if (refreshToken) await revokeSessionOfRefreshToken(db, refreshToken);
    const claims = accessToken ? await readAccessToken(config, accessToken) : undefined;
    if (claims) await revokeSession(db, claims.sessionId);
    clearSessionCookies(reply, config);
    return { message: authMessages.loggedOut };
  });

  app.post('/refresh-token', { schema: { response: { 200: messageAnswerSchema } } }, async (request, reply) => {
    const { refreshToken } = readSessionCookies(request, config);
    const tokens = refreshToken ? await rotateRefreshToken(db, config, refreshToken) : undefined;
    if (!tokens) {
      clearSessionCookies(reply, config);
      throw new HttpError(401, authMessages.notSignedIn);
    }
    setSessionCookies(reply, config, tokens);
    return { message: authMessages.refreshed };
  });

  app.get('/profile', { schema: { response: { 200: userSchema } }, preValidation: requireUser }, (request) => toUserJson(signedInUser(request)));

  app.patch('/update', { schema: { body: profileUpdateRequestSchema, response: { 200: updatedProfileSchema } }, preValidation: requireUser }, (request) =>
    updateProfile(deps, signedInUser(request), request.body),
  );
  app.post('/confirm-email/:token', { schema: { params: emailTokenParams, response: { 200: messageAnswerSchema } }, preHandler: limits.emailChangeLink }, async (request) => {
    await confirmEmailChange(deps, request.params.token);
    return { message: authMessages.emailChanged };
  });

  // The answer leaves before the account, if any, is even looked up: it takes the same time either way.
  app.patch('/forget', { schema: { body: forgotPasswordRequestSchema, response: { 200: messageAnswerSchema } }, preHandler: limits.forgotPassword }, (request) => {
    const { email } = request.body;
    later(() => requestPasswordReset(deps, email), 'reset link could not be mailed');
    return { message: authMessages.resetMailed };
  });

  app.patch(
    '/reset/:token',
    { schema: { params: emailTokenParams, body: resetPasswordRequestSchema, response: { 200: passwordSetAnswerSchema } }, preHandler: limits.resetLink },
    async (request, reply) => {
      const { device, signedIn } = await resetPassword(deps, request.params.token, request.body.password);
      if (!signedIn) {
        setDeviceCookie(reply, config, device);
        return { message: authMessages.passwordReset };
      }
      return { message: authMessages.passwordReset, user: answerSignedIn(reply, signedIn) };
    },
  );
};
